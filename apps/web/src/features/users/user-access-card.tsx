import { checkPermission } from "@screens/domain/permissions";
import { RECORD_STATUS } from "@screens/domain/status";
import { useMutation } from "@tanstack/react-query";
import { MailPlus } from "lucide-react";
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
 * while the user has not accepted it. Shown only where the server allows it: user.u, a user at or
 * below the agent's role, never oneself.
 */
export function UserAccessCard({ user }: { user: User }) {
  const trpc = useTRPC();
  const { agent } = useAuth();
  const confirm = useConfirm();
  const invalidates = useInvalidates();
  const resend = useMutation(trpc.team.resendInvitation.mutationOptions(invalidates("users")));
  const allowed =
    !!agent &&
    agent.id !== user.id &&
    checkPermission(agent.permissions, "user.u") &&
    user.role_id >= agent.role_id &&
    user.status === RECORD_STATUS.ACTIVE;
  const invited = user.email === null;
  if (!allowed || !invited) return null;

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
          Invitation
        </CardTitle>
        <CardDescription>
          {user.pending_email
            ? `Sent to ${user.pending_email}; not accepted yet.`
            : "The invitation has expired before it was accepted."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" disabled={resend.isPending} onClick={() => void sendAgain()}>
          <MailPlus aria-hidden="true" />
          Send invitation again
        </Button>
      </CardContent>
    </Card>
  );
}
