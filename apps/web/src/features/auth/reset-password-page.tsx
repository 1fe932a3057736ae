import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@screens/domain/messages";
import { ResetPasswordSchema } from "@screens/domain/validation";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { FormErrorLine, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";
import { AuthLayout } from "./auth-layout";
import { useAuth } from "./auth-context";
import { SubmitButton } from "./submit-button";

/** The fields the schema requires (the server's own check). */
const required = requiredIn(ResetPasswordSchema);

export default function ResetPasswordPage() {
  const { hash = "" } = useParams();
  const { resetPassword, working, errors, clearErrors } = useAuth();
  const form = useForm({
    resolver: zodResolver(ResetPasswordSchema),
    mode: "onTouched",
    // No defaults: the fields start with what was typed before the page ran (decision 206).
  });
  const { errors: fieldErrors } = form.formState;

  useEffect(() => clearErrors, [clearErrors]);

  return (
    <AuthLayout
      title="Choose a new password"
      description="Use at least 8 characters with an uppercase letter, a lowercase letter, a number and one of @ $ ! % * ? & #."
      footer={
        <Link reloadDocument to="/login" className="font-medium text-foreground hover:underline">
          Back to login
        </Link>
      }
    >
      <Form
        noValidate
        className="grid gap-5"
        onSubmit={(event) =>
          void form.handleSubmit((values) => resetPassword({ ...values, hashedKey: hash }))(event)
        }
      >
        <FormField label="New password" error={fieldErrors.password?.message} required={required("password")}>
          <Input type="password" autoComplete="new-password" {...registerField(form, "password")} />
        </FormField>
        <FormField
          label="Confirm password"
          error={fieldErrors.confirmPassword?.message}
          required={required("confirmPassword")}
        >
          <Input type="password" autoComplete="new-password" {...registerField(form, "confirmPassword")} />
        </FormField>
        <FormErrorLine message={errors[0]} />
        <SubmitButton working={working} workingLabel={MESSAGES.processing}>
          Submit
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
