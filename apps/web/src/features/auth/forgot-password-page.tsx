import { zodResolver } from "@hookform/resolvers/zod";
import { ForgotPasswordSchema } from "@screens/domain/validation";
import { MESSAGES } from "@screens/domain/messages";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormErrorLine, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";
import { AuthLayout } from "./auth-layout";
import { useAuth } from "./auth-context";
import { SubmitButton } from "./submit-button";

/** The fields the schema requires (the server's own check). */
const required = requiredIn(ForgotPasswordSchema);

export default function ForgotPasswordPage() {
  const { forgotPassword, working, errors, clearErrors } = useAuth();
  const form = useForm({
    resolver: zodResolver(ForgotPasswordSchema),
    mode: "onTouched",
    // No defaults: the fields start with what was typed before the page ran (decision 206).
  });

  useEffect(() => clearErrors, [clearErrors]);

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link
          reloadDocument
          to="/login"
          className="inline-flex items-center gap-1.5 font-medium text-foreground hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to login
        </Link>
      }
    >
      <Form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => void form.handleSubmit(({ email }) => forgotPassword(email))(event)}
      >
        <FormField label="Email" error={form.formState.errors.email?.message} required={required("email")}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...registerField(form, "email")}
          />
        </FormField>
        <FormErrorLine message={errors[0]} />
        <SubmitButton working={working} workingLabel={MESSAGES.processing}>
          Submit
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
