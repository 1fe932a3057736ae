import { z } from "zod";
import {
  ZChangePasswordRequest,
  ZConfirmTwoFactorRequest,
  ZIdInput,
  ZPasswordConfirmedRequest,
  ZRecoveryCodes,
  ZSecurityStatus,
  ZSessionRequest,
  ZSetTwoFactorRuleRequest,
  ZTwoFactorRule,
  ZSignedOut,
  ZTwoFactorSetup,
  ZUserSession,
} from "@screens/domain";
import { createTRPCRouter, protectedProcedure, sessionTokenOf } from "../../trpc/trpc.js";
import {
  changePassword,
  confirmOwnTwoFactor,
  disableOwnTwoFactor,
  listOwnSessions,
  newOwnRecoveryCodes,
  securityStatus,
  signOutOtherSessions,
  signOutOwnSession,
  startOwnTwoFactor,
} from "../../services/account-security.js";
import { getTwoFactorRule, setTwoFactorRule } from "../../services/two-factor-rule.js";

const tags = ["security"];

/**
 * One's own sign-in (docs/decisions/140-password-checks-count-as-sign-ins.md to 143): every
 * procedure answers only for the caller's own id (another id: 403). Password and code checks count
 * against the login's allowances (429 with Retry-After when used up).
 */
export const securityRouter = createTRPCRouter({
  get: protectedProcedure
    .meta({
      openapi: { method: "GET", path: "/users/{id}/security", tags, summary: "One's own two-factor state" },
    })
    .input(ZIdInput)
    .output(ZSecurityStatus)
    .query(({ ctx, input }) => securityStatus(ctx.prisma, ctx.agent, input.id)),
  changePassword: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/users/{id}/password",
        tags,
        summary:
          "Change one's own password with the current one (checked as a sign-in: 429 when too many were " +
          "wrong); every other session ends",
      },
    })
    .input(ZChangePasswordRequest)
    .output(ZSignedOut)
    .mutation(async ({ ctx, input }) => changePassword(ctx, ctx.agent, input, await sessionTokenOf(ctx))),
  startTwoFactor: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/users/{id}/two-factor",
        tags,
        summary: "Start setting up an authenticator app (current password): its secret, address and QR code",
      },
    })
    .input(ZPasswordConfirmedRequest)
    .output(ZTwoFactorSetup)
    .mutation(({ ctx, input }) => startOwnTwoFactor(ctx, ctx.agent, input)),
  confirmTwoFactor: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/users/{id}/two-factor/confirm",
        tags,
        summary: "Turn two-factor sign-in on with the app's first code; answers the recovery codes, once",
      },
    })
    .input(ZConfirmTwoFactorRequest)
    .output(ZRecoveryCodes)
    .mutation(({ ctx, input }) => confirmOwnTwoFactor(ctx, ctx.agent, input)),
  disableTwoFactor: protectedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/users/{id}/two-factor",
        tags,
        summary: "Turn two-factor sign-in off (current password; never when the company requires it)",
      },
    })
    .input(ZPasswordConfirmedRequest)
    .output(ZSecurityStatus)
    .mutation(({ ctx, input }) => disableOwnTwoFactor(ctx, ctx.agent, input)),
  newRecoveryCodes: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/users/{id}/recovery-codes",
        tags,
        summary: "Ten new recovery codes (current password); the old ones stop working",
      },
    })
    .input(ZPasswordConfirmedRequest)
    .output(ZRecoveryCodes)
    .mutation(({ ctx, input }) => newOwnRecoveryCodes(ctx, ctx.agent, input)),
  sessions: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/users/{id}/sessions",
        tags,
        summary: "One's own sessions: device, sign-in and last request",
      },
    })
    .input(ZIdInput)
    .output(z.array(ZUserSession))
    .query(async ({ ctx, input }) =>
      listOwnSessions(ctx.prisma, ctx.agent, input.id, await sessionTokenOf(ctx)),
    ),
  signOutSession: protectedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/users/{id}/sessions/{session_id}",
        tags,
        summary: "Sign out one of one's own sessions",
      },
    })
    .input(ZSessionRequest)
    .output(ZSignedOut)
    .mutation(({ ctx, input }) => signOutOwnSession(ctx.prisma, ctx.agent, input)),
  signOutOtherSessions: protectedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/users/{id}/sessions",
        tags,
        summary: "Sign out every session of one's own but this one",
      },
    })
    .input(ZIdInput)
    .output(ZSignedOut)
    .mutation(async ({ ctx, input }) =>
      signOutOtherSessions(ctx.prisma, ctx.agent, input.id, await sessionTokenOf(ctx)),
    ),
  accountTwoFactorRule: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/accounts/{id}/two-factor-rule",
        tags,
        summary: "Whether the account's admins must use two-factor sign-in, and how many do",
      },
    })
    .input(ZIdInput)
    .output(ZTwoFactorRule)
    .query(({ ctx, input }) => getTwoFactorRule(ctx.prisma, ctx.agent, "account", input.id)),
  setAccountTwoFactorRule: protectedProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/accounts/{id}/two-factor-rule",
        tags,
        summary: "Require two-factor sign-in of the account's admins (roles 1 and 2), or not (account.u)",
      },
    })
    .input(ZSetTwoFactorRuleRequest)
    .output(ZTwoFactorRule)
    .mutation(({ ctx, input }) => setTwoFactorRule(ctx.prisma, ctx.agent, "account", input)),
  dealerTwoFactorRule: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/dealers/{id}/two-factor-rule",
        tags,
        summary: "Whether the dealer's admins must use two-factor sign-in, and how many do",
      },
    })
    .input(ZIdInput)
    .output(ZTwoFactorRule)
    .query(({ ctx, input }) => getTwoFactorRule(ctx.prisma, ctx.agent, "dealer", input.id)),
  setDealerTwoFactorRule: protectedProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/dealers/{id}/two-factor-rule",
        tags,
        summary: "Require two-factor sign-in of the dealer's admins (role 4), or not (dealer.u)",
      },
    })
    .input(ZSetTwoFactorRuleRequest)
    .output(ZTwoFactorRule)
    .mutation(({ ctx, input }) => setTwoFactorRule(ctx.prisma, ctx.agent, "dealer", input)),
});
