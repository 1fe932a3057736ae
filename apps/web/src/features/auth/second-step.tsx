import type { Agent } from "@screens/domain/agent";
import { MESSAGES } from "@screens/domain/messages";
import type { TTwoFactorSetup } from "@screens/domain/schemas";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormErrorLine } from "@/components/ui/form-field";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { toastSuccess } from "@/lib/notify";
import { CodeForm, RecoveryCodesList, SetupInstructions } from "./two-factor-parts";
import { authApi } from "./auth-api";
import { AuthLayout } from "./auth-layout";
import { useAuth } from "./auth-context";

/** The server's message of a failed call, as an Error the code form shows. */
function failureOf(error: unknown): Error {
  if (error instanceof ApiError && error.errors[0]) return new Error(error.errors[0]);
  return new Error(MESSAGES.unexpectedError);
}

function BackButton() {
  const { cancelTwoFactor } = useAuth();
  return (
    <Button type="button" variant="ghost" onClick={cancelTwoFactor}>
      Back
    </Button>
  );
}

function welcome(resumeSession: (agent: Agent) => void, agent: Agent) {
  resumeSession(agent);
  toastSuccess(MESSAGES.welcomeBackTitle, MESSAGES.welcomeBackDescription);
}

/** The second step of a sign-in (decision 141): the app's code, or one of the recovery codes. */
export function CodeStep() {
  const { resumeSession } = useAuth();
  return (
    <AuthLayout
      title="Two-factor sign-in"
      description="Your password is right. Now enter the code from your authenticator app."
    >
      <CodeForm
        allowRecovery
        submitLabel="Verify"
        onSubmit={async (code) => {
          try {
            welcome(resumeSession, await authApi.twoFactorCode(code));
          } catch (error) {
            throw failureOf(error);
          }
        }}
      >
        <BackButton />
      </CodeForm>
    </AuthLayout>
  );
}

/**
 * The company requires two-factor sign-in of its admins and this one has no app yet: set one up
 * now; the session starts once its first code is right and the recovery codes are shown.
 */
export function EnrollStep() {
  const { resumeSession } = useAuth();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<{ agent: Agent; codes: string[] } | null>(null);

  useEffect(() => {
    let live = true;
    authApi
      .twoFactorSetup()
      .then((answer) => live && setSetup(answer))
      .catch((failure: unknown) => live && setError(failureOf(failure).message));
    return () => {
      live = false;
    };
  }, []);

  if (done)
    return (
      <AuthLayout title="Save your recovery codes" description="Two-factor sign-in is on for your account.">
        <RecoveryCodesList
          codes={done.codes}
          doneLabel="Continue to the panel"
          onDone={() => welcome(resumeSession, done.agent)}
        />
      </AuthLayout>
    );

  return (
    <AuthLayout
      title="Set up two-factor sign-in"
      description="Your company requires admins to sign in with an authenticator app as well as a password."
    >
      <div className="grid gap-6">
        {setup ? <SetupInstructions setup={setup} /> : !error && <Skeleton className="h-44 w-full" />}
        <FormErrorLine message={error} />
        {setup && (
          <CodeForm
            autoFocus={false}
            submitLabel="Turn on and sign in"
            onSubmit={async (code) => {
              try {
                const answer = await authApi.twoFactorEnroll(code);
                setDone({ agent: answer.agent, codes: answer.recovery_codes });
              } catch (failure) {
                throw failureOf(failure);
              }
            }}
          >
            <BackButton />
          </CodeForm>
        )}
        {error && !setup && <BackButton />}
      </div>
    </AuthLayout>
  );
}
