import { MESSAGES } from "@screens/domain/messages";
import type { LoginInput } from "@screens/domain/validation";
import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { GoTo } from "@/components/feedback/go-to";
import { FormErrorLine, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";
import { AuthLayout } from "./auth-layout";
import { useAuth } from "./auth-context";
import { SubmitButton } from "./submit-button";
import { safeNextPath } from "./next-path";
import { CodeStep, EnrollStep } from "./second-step";

const loadRules = () => import("./login-rules");

/** LoginSchema through zodResolver, loaded after the first paint (the page asks for it on mount). */
const lazyLoginResolver: Resolver<LoginInput> = async (values, context, options) =>
  (await loadRules()).loginResolver(values, context, options);

export default function LoginPage() {
  const { status, login, working, errors, clearErrors, twoFactor } = useAuth();
  // The page a signed-out visitor asked for (the panel sent them here): back there after sign-in.
  const [search] = useSearchParams();
  const next = safeNextPath(search.get("next"));
  const form = useForm<LoginInput>({
    resolver: lazyLoginResolver,
    mode: "onTouched",
    // No defaults: the fields start with what was typed before the page ran (decision 206).
  });
  const { errors: fieldErrors } = form.formState;

  useEffect(() => clearErrors, [clearErrors]);
  // The rules are there long before the first blur or submit.
  useEffect(() => void loadRules().catch(() => undefined), []);

  // Signed in (just now, or already: the route's loader sends those on before this renders).
  if (status === "authenticated" && !working) return <GoTo href={next ?? "/panel/dashboard"} />;
  // The password was right: the second step of a two-factor sign-in (decision 141).
  if (twoFactor === "code") return <CodeStep />;
  if (twoFactor === "enroll") return <EnrollStep />;

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to quote, configure and order your screens."
      footer={
        <>
          New dealer?{" "}
          <Link
            reloadDocument
            to="/"
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            Request access
          </Link>
        </>
      }
    >
      <Form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => void form.handleSubmit((values) => login(values))(event)}
      >
        <FormField label="Username or email" error={fieldErrors.username?.message} required>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="jane_dealer or jane@example.com"
            {...registerField(form, "username")}
          />
        </FormField>
        <FormField
          label="Password"
          error={fieldErrors.password?.message}
          required
          labelAside={
            <Link
              reloadDocument
              to="/forgot-password"
              className="text-sm font-medium text-brand-strong underline-offset-4 hover:underline"
            >
              Forgot your password?
            </Link>
          }
        >
          <Input type="password" autoComplete="current-password" {...registerField(form, "password")} />
        </FormField>
        <FormErrorLine message={errors[0]} />
        <SubmitButton working={working} workingLabel={MESSAGES.loggingIn}>
          Login
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
}
