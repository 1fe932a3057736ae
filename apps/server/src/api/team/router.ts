import { z } from "zod";
import { ZIdInput, ZResendInvitationRequest, ZResetTwoFactorResult, ZUser } from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import { resendInvitation } from "../../services/team/resend-invitation.js";
import { resetTwoFactor } from "../../services/team/reset-two-factor.js";

const tags = ["users"];

/** An admin's actions on another user's access (decisions 176 and 177). */
export const teamRouter = createTRPCRouter({
  resendInvitation: permittedProcedure("user.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/users/{id}/invitation",
        tags,
        summary:
          "Send a new invitation to a user who has not accepted one (to `email`, else the last address); " +
          "the link sent before stops working",
      },
    })
    .input(ZResendInvitationRequest)
    .output(z.object({ user: ZUser, message: z.string() }))
    .mutation(({ ctx, input }) => resendInvitation(ctx.prisma, ctx.agent, input)),

  resetTwoFactor: permittedProcedure("user.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/users/{id}/two-factor/reset",
        tags,
        summary:
          "Reset another user's two-factor sign-in (user.u, not above one's role): the app, the recovery " +
          "codes and the user's sessions end; the user is told by e-mail",
      },
    })
    .input(ZIdInput)
    .output(ZResetTwoFactorResult)
    .mutation(({ ctx, input }) => resetTwoFactor(ctx.prisma, ctx.agent, input.id)),
});
