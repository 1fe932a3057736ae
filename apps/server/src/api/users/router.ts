import { z } from "zod";
import {
  EMAIL_CHANGE_MESSAGES,
  INVITATION_MESSAGES,
  ZAcceptInvitationRequest,
  ZAcceptInvitationResult,
  ZConfirmEmailRequest,
  ZConfirmEmailResult,
  ZCreateUserRequest,
  ZIdInput,
  ZListQuery,
  ZUpdateUserRequest,
  ZUser,
} from "@screens/domain";
import {
  createTRPCRouter,
  permittedProcedure,
  protectedProcedure,
  publicProcedure,
  sessionTokenOf,
} from "../../trpc/trpc.js";
import { createUser, deactivateUser, getUser, listUsers, updateUser } from "../../services/users.js";
import { confirmEmailChange } from "../../services/email-change.js";
import { acceptInvitation } from "../../services/invitation.js";

const tags = ["users"];

export const usersRouter = createTRPCRouter({
  list: permittedProcedure("user.r")
    .meta({ openapi: { method: "GET", path: "/users", tags, summary: "Users the agent may see" } })
    .input(ZListQuery)
    .output(z.array(ZUser))
    .query(({ ctx, input }) => listUsers(ctx.prisma, ctx.agent, input)),
  table: permittedProcedure("user.r")
    .meta({ openapi: { method: "GET", path: "/users-table", tags, summary: "The users table" } })
    .input(ZListQuery)
    .output(z.array(ZUser))
    .query(({ ctx, input }) => listUsers(ctx.prisma, ctx.agent, input)),
  get: permittedProcedure("user.r")
    .meta({
      openapi: { method: "GET", path: "/users/{id}", tags, summary: "A user (never the password hash)" },
    })
    .input(ZIdInput)
    .output(ZUser)
    .query(({ ctx, input }) => getUser(ctx.prisma, ctx.agent, input.id)),
  create: permittedProcedure("user.c")
    .meta({
      openapi: {
        method: "POST",
        path: "/users",
        tags,
        summary:
          "Create a user of an account or a dealer (409 on a taken username). The e-mail address is " +
          "confirmed by a link sent to it: the answer has email null and pending_email either way",
      },
    })
    .input(ZCreateUserRequest)
    .output(ZUser)
    .mutation(({ ctx, input }) => createUser(ctx.prisma, ctx.agent, input)),
  // Everyone may edit their own profile: the service checks user.u / user.a / user.d per field.
  update: protectedProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/users/{id}",
        tags,
        summary:
          "Change the fields that differ (own profile, or user.u; role needs user.a). A new email is " +
          "confirmed by a link sent to it (own: current_password needed; another user's: a higher role)",
      },
    })
    .input(ZUpdateUserRequest)
    .output(ZUser)
    .mutation(({ ctx, input }) => {
      const { id, ...patch } = input;
      return updateUser(ctx.prisma, ctx.agent, id, patch, ctx);
    }),
  // The link of the confirmation e-mail (decision 086): no session needed, the token is the proof.
  confirmEmail: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/confirm-email",
        tags,
        summary:
          "Confirm a new e-mail address (or a new user's first one) with the token of the link sent to it",
      },
    })
    .input(ZConfirmEmailRequest)
    .output(ZConfirmEmailResult)
    .mutation(async ({ ctx, input }) => {
      const { email, newAccount } = await confirmEmailChange(
        ctx.prisma,
        input.token,
        await sessionTokenOf(ctx),
      );
      const message = newAccount
        ? EMAIL_CHANGE_MESSAGES.confirmedNewAccount
        : EMAIL_CHANGE_MESSAGES.confirmed;
      return { email, message, new_account: newAccount };
    }),
  // The welcome e-mail's one link (decision 159): no session needed, the token is the proof.
  acceptInvitation: publicProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/accept-invitation",
        tags,
        summary:
          "A new user's first step: the token of the welcome e-mail confirms the address and sets the password (400 for a dead link)",
      },
    })
    .input(ZAcceptInvitationRequest)
    .output(ZAcceptInvitationResult)
    .mutation(async ({ ctx, input }) => ({
      ...(await acceptInvitation(ctx.prisma, input.token, input.password)),
      message: INVITATION_MESSAGES.accepted,
    })),
  deactivate: permittedProcedure("user.d")
    .meta({
      openapi: {
        method: "DELETE",
        path: "/users/{id}",
        tags,
        summary: "Deactivate (status 0) and end the user's sessions; never oneself",
      },
    })
    .input(ZIdInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => deactivateUser(ctx.prisma, ctx.agent, input.id)),
});
