import { checkPermission } from "@screens/domain/permissions";
import { RECORD_STATUS } from "@screens/domain/status";
import { useMutation } from "@tanstack/react-query";
import { MailPlus, ShieldOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { useAuth } from "@/features/auth/auth-context";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC, type RouterOutputs } from "@/lib/trpc";

type User = RouterOutputs["users"]["get"];

/**
 * An admin's actions on another user's access (decisions 176 and 177): the invitation sent again
 * while the user has not accepted it, and afterwards the reset of their two-factor sign-in. Shown only where the server allows it: user.u, a user at or
 * below the agent's role, never oneself.
 */
export function UserAccessCard({ user }: { user: User }) {
  const trpc = useTRPC();
  const { agent } = useAuth();
  const confirm = useConfirm();
  const invalidates = useInvalidates();
  const resend = useMutation(trpc.team.resendInvitation.mutationOptions(invalidates("users")));
  const reset = useMutation(trpc.team.resetTwoFactor.mutationOptions());
  const allowed =
    !!agent &&
    agent.id !== user.id &&
    checkPermission(agent.permissions, "user.u") &&
    user.role_id >= agent.role_id &&
    user.status === RECORD_STATUS.ACTIVE;
  const invited = user.email === null;
  if (!allowed) return null;

  const resetTwoFactor = async () => {
    if (
      !(await confirm({
        title: "Reset two-factor sign-in?",
        message:
          "The user's authenticator app and recovery codes stop working and every session of theirs ends. " +
          "They sign in with their password and set up an app again. They are told by e-mail.",
        destructive: true,
      }))
    )
      return;
    try {
      const answer = await reset.mutateAsync({ id: user.id });
      toastSuccess("Two-factor sign-in reset.", answer.message);
    } catch (error) {
      toastError(error);
    }
  };

  const sendAgain = async () => {
    const to = user.pending_email;
    if (
      !(await confirm({
        title: "Send the invitation again?",
        message: to
          ? `A new link goes to ${to}. The link sent before stops working.`
          : "The last invitation has expired. A new link goes to the same address.",
      }))
    )
      return;
    try {
      const answer = await resend.mutateAsync({ id: user.id });
      toastSuccess("Invitation sent.", answer.message);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Card aria-labelledby="user-access-title">
      <CardHeader>
        <CardTitle id="user-access-title" className="text-base">
          {invited ? "Invitation" : "Sign-in"}
        </CardTitle>
        <CardDescription>
          {invited
            ? user.pending_email
              ? `Sent to ${user.pending_email}; not accepted yet.`
              : "The invitation has expired before it was accepted."
            : "A user who lost their authenticator app and recovery codes gets back in with their password."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {invited ? (
          <Button variant="outline" disabled={resend.isPending} onClick={() => void sendAgain()}>
            <MailPlus aria-hidden="true" />
            Send invitation again
          </Button>
        ) : (
          <Button variant="outline" disabled={reset.isPending} onClick={() => void resetTwoFactor()}>
            <ShieldOff aria-hidden="true" />
            Reset two-factor sign-in
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
