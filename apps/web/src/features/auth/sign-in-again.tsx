import { MESSAGES } from "@screens/domain/messages";
import { LoginSchema } from "@screens/domain/validation";
import { useCallback, useRef, useState, type ReactNode, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormErrorLine, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api";
import { requiredIn } from "@/lib/schema-fields";
import { trpcErrorStatus } from "@/lib/trpc";
import { Form } from "@/components/ui/form";
import { CodeForm } from "./two-factor-parts";
import { authApi, isTwoFactorStep } from "./auth-api";
import { useAuth } from "./auth-context";

/** The sign-in page's rules (LoginSchema, the panel's chunks carry zod): the same two fields, the same marks. */
const required = requiredIn(LoginSchema);

export const SESSION_EXPIRED_TITLE = "Your session has expired";
export const SESSION_EXPIRED_MESSAGE = "Sign in again to continue where you left off.";
const ENROLL_ON_SIGN_IN_PAGE =
  "Your company now requires two-factor sign-in. Open the sign-in page in a new tab to set it up, then try again.";

export interface SignInAgainOptions {
  /** What the dialog says will happen after sign-in (the default fits any page). */
  message?: string;
  /** The submit button's label. */
  actionLabel?: string;
}

/**
 * An expired session in the middle of work (decision 071): the call that answered 401 opens a
 * sign-in dialog in place, the page keeps its state, and the call runs again after sign-in.
 * `withSignIn(run)` resolves with run's result, or rejects with the 401 when the user cancels.
 */
export function useSignInAgain(options: SignInAgainOptions = {}): {
  withSignIn: <T>(run: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const settle = useRef<((signedIn: boolean) => void) | null>(null);

  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const withSignIn = useCallback(
    async <T,>(run: () => Promise<T>): Promise<T> => {
      for (;;) {
        try {
          return await run();
        } catch (error) {
          if (trpcErrorStatus(error) !== 401 || !(await ask())) throw error;
        }
      }
    },
    [ask],
  );

  const close = (signedIn: boolean) => {
    setOpen(false);
    settle.current?.(signedIn);
    settle.current = null;
  };

  return { withSignIn, dialog: <SignInDialog open={open} onClose={close} {...options} /> };
}

function SignInDialog({
  open,
  onClose,
  message = SESSION_EXPIRED_MESSAGE,
  actionLabel = "Sign in",
}: SignInAgainOptions & { open: boolean; onClose: (signedIn: boolean) => void }) {
  const { agent, resumeSession } = useAuth();
  const [username, setUsername] = useState(agent?.username ?? "");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [working, setWorking] = useState(false);
  const [codeStep, setCodeStep] = useState(false);

  const finish = (signedIn: boolean) => {
    setCodeStep(false);
    onClose(signedIn);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError("Enter your username and password.");
      return;
    }
    setWorking(true);
    setError(undefined);
    try {
      const renewed = await authApi.login({ username: username.trim().toLowerCase(), password });
      setPassword("");
      // Two-factor sign-in (decision 141): the code next, here; an app's set-up only on the sign-in page.
      if (isTwoFactorStep(renewed)) {
        if (renewed.two_factor === "code") setCodeStep(true);
        else setError(ENROLL_ON_SIGN_IN_PAGE);
        return;
      }
      resumeSession(renewed);
      onClose(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.errors[0] ? failure.errors[0] : MESSAGES.unexpectedError,
      );
    } finally {
      setWorking(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !working) finish(false);
      }}
      title={SESSION_EXPIRED_TITLE}
      description={message}
    >
      {codeStep ? (
        <CodeForm
          allowRecovery
          submitLabel={actionLabel}
          onSubmit={async (code) => {
            try {
              resumeSession(await authApi.twoFactorCode(code));
              finish(true);
            } catch (failure) {
              throw new Error(
                failure instanceof ApiError && failure.errors[0]
                  ? failure.errors[0]
                  : MESSAGES.unexpectedError,
              );
            }
          }}
        >
          <Button type="button" variant="outline" onClick={() => finish(false)}>
            Cancel
          </Button>
        </CodeForm>
      ) : (
        <Form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)} aria-label="Sign in">
          <FormField label="Username or email" required={required("username")}>
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </FormField>
          <FormField label="Password" required={required("password")}>
            <Input
              data-autofocus
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <FormErrorLine message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onClose(false)} disabled={working}>
              Cancel
            </Button>
            <Button type="submit" disabled={working} aria-busy={working}>
              {working ? MESSAGES.loggingIn : actionLabel}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
