import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { AuthLayout } from "./auth-layout";
import { useAuth } from "./auth-context";
import { useTRPC, trpcErrorMessage } from "@/lib/trpc";

/**
 * /confirm-email/{token}: the link mailed to a new e-mail address (decision 086) or to a new user's
 * first address (decision 088). Opening it confirms once (a POST, so a mail scanner fetching the link changes nothing) and says what happened.
 */
export default function ConfirmEmailPage() {
  const trpc = useTRPC();
  const { token = "" } = useParams();
  const { agent } = useAuth();
  const confirm = useMutation(trpc.users.confirmEmail.mutationOptions());
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate({ token });
  }, [confirm, token]);

  const next = agent ? (
    <Link reloadDocument to="/panel/dashboard" className="font-medium text-foreground hover:underline">
      Go to Panel
    </Link>
  ) : (
    <Link reloadDocument to="/login" className="font-medium text-foreground hover:underline">
      Go to login
    </Link>
  );
  if (confirm.isSuccess)
    return (
      <AuthLayout title="E-mail address confirmed" description={confirm.data.message} footer={next}>
        {confirm.data.new_account ? (
          // A new user's first address (decision 088): sign in with it, or choose a password first.
          <p role="status">
            Your account&apos;s address is now <strong>{confirm.data.email}</strong>. You can sign in with it
            or your username. No password yet?{" "}
            <Link
              reloadDocument
              to="/forgot-password"
              className="font-medium text-foreground hover:underline"
            >
              Choose one
            </Link>
            .
          </p>
        ) : (
          <p role="status">
            Your account&apos;s address is now <strong>{confirm.data.email}</strong>. Other devices signed in
            to the account have been signed out.
          </p>
        )}
      </AuthLayout>
    );
  if (confirm.isError)
    return (
      <AuthLayout
        title="This link cannot be used"
        description={trpcErrorMessage(confirm.error)}
        footer={next}
      >
        <p role="alert">
          Ask for the change again from your profile, or ask your administrator, to get a new link.
        </p>
      </AuthLayout>
    );
  return (
    <AuthLayout title="Confirming your e-mail address" description="Processing your request...">
      <p role="status" className="text-muted-foreground">
        One moment...
      </p>
    </AuthLayout>
  );
}
