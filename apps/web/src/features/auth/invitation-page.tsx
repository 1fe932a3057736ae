import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@screens/domain/messages";
import { ResetPasswordSchema } from "@screens/domain/validation";
import { useMutation } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormErrorLine, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";
import { authApi } from "./auth-api";
import { useAuth } from "./auth-context";
import { AuthLayout } from "./auth-layout";
import { SubmitButton } from "./submit-button";

const loginLink = (
  <Link reloadDocument to="/login" className="font-medium text-foreground hover:underline">
    Back to login
  </Link>
);

/**
 * /invitation/{token}: the one link of a new user's welcome e-mail
 * (docs/decisions/159-one-invitation-email.md). Choosing the password confirms the address too; the
 * user then signs in with either their username or the address.
 */
/** The fields the schema requires (the server's own check). */
const required = requiredIn(ResetPasswordSchema);

export default function InvitationPage() {
  const trpc = useTRPC();
  const { token = "" } = useParams();
  const accept = useMutation(trpc.users.acceptInvitation.mutationOptions());
  const form = useForm({
    resolver: zodResolver(ResetPasswordSchema),
    mode: "onTouched",
    // No defaults: the fields start with what was typed before the page ran (decision 206).
  });
  const { errors } = form.formState;
  const { agent } = useAuth();
  const signOut = useMutation({
    mutationFn: () => authApi.logout(),
    // The same address again, signed out: the invitation's form (decision 176).
    onSuccess: () => window.location.reload(),
  });

  // Signed in already: the link is for a new user, so the visitor signs out first or goes back to
  // the panel; nobody sets another user's password from inside their own session.
  if (agent && !accept.isSuccess)
    return (
      <AuthLayout
        title="You're signed in"
        description={`You are signed in as ${agent.first_name} ${agent.last_name}. This link sets up a new user's account: sign out to use it.`}
      >
        <div className="grid gap-3">
          <Button size="lg" className="w-full" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            Sign out and continue
          </Button>
          <Link
            reloadDocument
            to="/panel/dashboard"
            className={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
          >
            Back to the panel
          </Link>
        </div>
      </AuthLayout>
    );

  if (accept.isSuccess)
    return (
      <AuthLayout title="You're all set" description={accept.data.message}>
        <div role="status" className="grid gap-5">
          <p className="flex items-start gap-2 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            <span>
              Sign in as <strong>{accept.data.username}</strong> or with <strong>{accept.data.email}</strong>.
            </span>
          </p>
          <Link reloadDocument to="/login" className={buttonVariants({ size: "lg", className: "w-full" })}>
            Go to login
          </Link>
        </div>
      </AuthLayout>
    );
  return (
    <AuthLayout
      title="Welcome to the Screens Panel"
      description="Choose your password to confirm your e-mail address and finish setting up your account."
      footer={loginLink}
    >
      <Form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => void form.handleSubmit((values) => accept.mutate({ ...values, token }))(event)}
      >
        <FormField
          label="Password"
          error={errors.password?.message}
          required={required("password")}
          description="At least 8 characters with an uppercase letter, a lowercase letter, a number and one of @ $ ! % * ? & #."
        >
          <Input type="password" autoComplete="new-password" {...registerField(form, "password")} />
        </FormField>
        <FormField
          label="Confirm password"
          error={errors.confirmPassword?.message}
          required={required("confirmPassword")}
        >
          <Input type="password" autoComplete="new-password" {...registerField(form, "confirmPassword")} />
        </FormField>
        <FormErrorLine message={accept.isError ? trpcErrorMessage(accept.error) : undefined} />
        <SubmitButton working={accept.isPending} workingLabel={MESSAGES.processing}>
          Set password
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
