import { MESSAGES } from "@screens/domain/messages";
import {
  SECURITY_MESSAGES,
  ZChangePasswordRequest,
  ZPasswordConfirmedRequest,
  type TTwoFactorSetup,
  type TUserSession,
} from "@screens/domain/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, LogOut, Monitor, ShieldCheck, ShieldOff, Smartphone, Tablet } from "lucide-react";
import { useState, type HTMLAttributes, type SyntheticEvent } from "react";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { FormErrorLine, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { toastError, toastSuccess } from "@/lib/notify";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { requiredIn } from "@/lib/schema-fields";
import { cn } from "@/lib/utils";
import { Form } from "@/components/ui/form";
import { CodeForm, RecoveryCodesList, SetupInstructions } from "./two-factor-parts";

/**
 * Security on one's own settings page (docs/decisions/140-password-checks-count-as-sign-ins.md to
 * 143): the password, two-factor sign-in with an authenticator app, and the sessions.
 */
export function SecuritySection({ userId }: { userId: number }) {
  return (
    <section aria-labelledby="security-heading" className="grid gap-4">
      <h2 id="security-heading" className="mt-2 text-xl font-semibold tracking-tight">
        Security
      </h2>
      <PasswordCard userId={userId} />
      <TwoFactorCard userId={userId} />
      <SessionsCard userId={userId} />
    </section>
  );
}

/**
 * The change-password form's rules: the server's (ZChangePasswordRequest), its confirmation required
 * here, where it must repeat the new password (the server leaves it out for other clients).
 */
export const ChangePasswordForm = z.object({
  current_password: ZChangePasswordRequest.shape.current_password,
  password: ZChangePasswordRequest.shape.password,
  confirm_password: z.string().min(1),
});
const changeRequired = requiredIn(ChangePasswordForm);
const passwordStepRequired = requiredIn(ZPasswordConfirmedRequest);

function PasswordCard({ userId }: { userId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.security.get.queryOptions({ id: userId }));
  const change = useMutation(trpc.security.changePassword.mutationOptions());
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const missing = !current
      ? SECURITY_MESSAGES.passwordRequired
      : !password
        ? "Enter a new password."
        : password !== confirm
          ? SECURITY_MESSAGES.passwordsMustMatch
          : undefined;
    setError(missing);
    if (missing) return;
    try {
      await change.mutateAsync({
        id: userId,
        current_password: current,
        password,
        confirm_password: confirm,
      });
      setCurrent("");
      setPassword("");
      setConfirm("");
      toastSuccess(MESSAGES.successTitle, SECURITY_MESSAGES.passwordChanged);
      await queryClient.invalidateQueries(trpc.security.pathFilter());
    } catch (failure) {
      setError(trpcErrorMessage(failure).replace(/^(current_password|password|confirm_password): /, ""));
    }
  };

  const changedAt = status.data?.password_changed_at;
  return (
    <Card>
      <CardHeader>
        <SectionCardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5 text-muted-foreground" />
          Password
        </SectionCardTitle>
        <CardDescription>
          {changedAt ? `Last changed ${formatDateTime(changedAt)}.` : "Change the password you sign in with."}{" "}
          Your other sessions are signed out when you change it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          noValidate
          aria-label="Change password"
          className="grid gap-4"
          onSubmit={(event) => void submit(event)}
        >
          {/* For password managers: whose password this is. */}
          <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
          <div className="grid gap-4 md:grid-cols-3">
            <FormField label="Current password" required={changeRequired("current_password")}>
              <Input
                type="password"
                autoComplete="current-password"
                value={current}
                onChange={(event) => setCurrent(event.target.value)}
              />
            </FormField>
            <FormField
              label="New password"
              required={changeRequired("password")}
              description="8 or more characters: upper and lower case, a number and a symbol."
            >
              <Input
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <FormField label="Confirm new password" required={changeRequired("confirm_password")}>
              <Input
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </FormField>
          </div>
          <FormErrorLine message={error} />
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
              {change.isPending ? "Changing..." : "Change password"}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

/** A card's title under the section's "Security" heading: level 3. */
function SectionCardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h3 className={cn("text-lg leading-tight font-semibold tracking-tight", className)} {...props} />;
}

/** A dialog's first step: the current password, then `onConfirmed(password)`. */
function PasswordStep({
  label,
  destructive = false,
  onConfirmed,
  onCancel,
}: {
  label: string;
  destructive?: boolean;
  onConfirmed: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [working, setWorking] = useState(false);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!password) {
      setError(SECURITY_MESSAGES.passwordRequired);
      return;
    }
    setWorking(true);
    setError(undefined);
    try {
      await onConfirmed(password);
    } catch (failure) {
      setError(trpcErrorMessage(failure).replace(/^current_password: /, ""));
    } finally {
      setWorking(false);
    }
  };
  return (
    <Form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <FormField label="Current password" required={passwordStepRequired("current_password")}>
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
        <Button type="button" variant="outline" onClick={onCancel} disabled={working}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={destructive ? "destructive" : "default"}
          disabled={working}
          aria-busy={working}
        >
          {working ? "Checking..." : label}
        </Button>
      </div>
    </Form>
  );
}

type Flow =
  | { kind: "setup"; step: "password" }
  | { kind: "setup"; step: "scan"; setup: TTwoFactorSetup }
  | { kind: "codes"; step: "password" }
  | { kind: "off"; step: "password" }
  | { kind: "show-codes"; codes: string[] };

function TwoFactorCard({ userId }: { userId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.security.get.queryOptions({ id: userId }));
  const start = useMutation(trpc.security.startTwoFactor.mutationOptions());
  const confirm = useMutation(trpc.security.confirmTwoFactor.mutationOptions());
  const newCodes = useMutation(trpc.security.newRecoveryCodes.mutationOptions());
  const disable = useMutation(trpc.security.disableTwoFactor.mutationOptions());
  const [flow, setFlow] = useState<Flow | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.security.get.queryFilter({ id: userId }));
  const close = () => setFlow(null);
  const data = status.data;

  const title =
    flow?.kind === "setup"
      ? "Set up two-factor sign-in"
      : flow?.kind === "off"
        ? "Turn off two-factor sign-in"
        : flow?.kind === "codes"
          ? "New recovery codes"
          : "Your recovery codes";
  const description =
    flow?.kind === "setup" && flow.step === "password"
      ? "Enter your password to start."
      : flow?.kind === "off"
        ? "You will sign in with your password only. Enter your password to confirm."
        : flow?.kind === "codes"
          ? "The codes you have now stop working. Enter your password to make new ones."
          : undefined;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SectionCardTitle className="flex items-center gap-2">
            {data?.two_factor ? (
              <ShieldCheck aria-hidden="true" className="size-5 text-emerald-600 dark:text-emerald-400" />
            ) : (
              <ShieldOff aria-hidden="true" className="size-5 text-muted-foreground" />
            )}
            Two-factor sign-in
          </SectionCardTitle>
          {data && (
            <Badge variant={data.two_factor ? "success" : "secondary"}>
              {data.two_factor ? "On" : "Off"}
            </Badge>
          )}
        </div>
        <CardDescription>
          Sign in with a code from an authenticator app on your phone as well as your password, so a stolen
          password alone does not open your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!data ? (
          <Skeleton className="h-10 w-full" />
        ) : data.two_factor ? (
          <>
            <p className="text-sm">
              On since {formatDateTime(data.two_factor_since)}.{" "}
              <span
                className={
                  data.recovery_codes_left <= 3 ? "font-medium text-amber-700 dark:text-amber-300" : ""
                }
              >
                {data.recovery_codes_left} of 10 recovery codes left.
              </span>
            </p>
            {data.two_factor_required && (
              <p className="text-sm text-muted-foreground">
                Your company requires two-factor sign-in for its admins.
              </p>
            )}
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
              {!data.two_factor_required && (
                <Button variant="outline" onClick={() => setFlow({ kind: "off", step: "password" })}>
                  Turn off
                </Button>
              )}
              <Button variant="outline" onClick={() => setFlow({ kind: "codes", step: "password" })}>
                New recovery codes
              </Button>
            </div>
          </>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              {data.two_factor_required
                ? "Your company requires two-factor sign-in for its admins: set it up now."
                : "Not set up yet."}
            </p>
            <Button onClick={() => setFlow({ kind: "setup", step: "password" })}>Set up</Button>
          </div>
        )}
      </CardContent>
      <Dialog
        open={flow !== null}
        onOpenChange={(open) => {
          // The codes are shown once: the dialog closes only through its button.
          if (!open && flow?.kind !== "show-codes") close();
        }}
        title={title}
        description={description}
      >
        {flow?.kind === "setup" && flow.step === "password" && (
          <PasswordStep
            label="Continue"
            onCancel={close}
            onConfirmed={async (password) => {
              const setup = await start.mutateAsync({ id: userId, current_password: password });
              setFlow({ kind: "setup", step: "scan", setup });
            }}
          />
        )}
        {flow?.kind === "setup" && flow.step === "scan" && (
          <div className="grid gap-6">
            <SetupInstructions setup={flow.setup} />
            <CodeForm
              autoFocus={false}
              submitLabel="Turn on"
              onSubmit={async (code) => {
                try {
                  const answer = await confirm.mutateAsync({ id: userId, code });
                  setFlow({ kind: "show-codes", codes: answer.recovery_codes });
                  toastSuccess(MESSAGES.successTitle, SECURITY_MESSAGES.twoFactorOn);
                  void refresh();
                } catch (failure) {
                  throw new Error(trpcErrorMessage(failure).replace(/^code: /, ""));
                }
              }}
            >
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
            </CodeForm>
          </div>
        )}
        {flow?.kind === "codes" && (
          <PasswordStep
            label="Make new codes"
            onCancel={close}
            onConfirmed={async (password) => {
              const answer = await newCodes.mutateAsync({ id: userId, current_password: password });
              setFlow({ kind: "show-codes", codes: answer.recovery_codes });
              toastSuccess(MESSAGES.successTitle, SECURITY_MESSAGES.newRecoveryCodes);
              void refresh();
            }}
          />
        )}
        {flow?.kind === "off" && (
          <PasswordStep
            label="Turn off"
            destructive
            onCancel={close}
            onConfirmed={async (password) => {
              await disable.mutateAsync({ id: userId, current_password: password });
              close();
              toastSuccess(MESSAGES.successTitle, SECURITY_MESSAGES.twoFactorOff);
              void refresh();
            }}
          />
        )}
        {flow?.kind === "show-codes" && <RecoveryCodesList codes={flow.codes} onDone={close} />}
      </Dialog>
    </Card>
  );
}

function DeviceIcon({ kind }: { kind: TUserSession["kind"] }) {
  const Icon = kind === "mobile" ? Smartphone : kind === "tablet" ? Tablet : Monitor;
  return <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />;
}

function SessionsCard({ userId }: { userId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.security.sessions.queryOptions({ id: userId }));
  const signOutOne = useMutation(trpc.security.signOutSession.mutationOptions());
  const signOutOthers = useMutation(trpc.security.signOutOtherSessions.mutationOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.security.sessions.queryFilter({ id: userId }));
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;

  const run = async (call: () => Promise<unknown>, message: string) => {
    try {
      await call();
      toastSuccess(MESSAGES.successTitle, message);
    } catch (error) {
      toastError(error);
    } finally {
      void refresh();
    }
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SectionCardTitle>Sessions</SectionCardTitle>
          {others > 0 && (
            <Button
              variant="outline"
              size="sm"
              disabled={signOutOthers.isPending}
              onClick={() =>
                void run(
                  () => signOutOthers.mutateAsync({ id: userId }),
                  SECURITY_MESSAGES.otherSessionsSignedOut,
                )
              }
            >
              <LogOut aria-hidden="true" />
              Sign out other sessions
            </Button>
          )}
        </div>
        <CardDescription>
          The browsers and devices signed in to your account. Sign out any you do not recognise, then change
          your password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Your sessions">
            {list.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
                <DeviceIcon kind={session.kind} />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                    {session.device}
                    {session.current && <Badge variant="brand">This device</Badge>}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    Signed in {formatDateTime(session.signed_in_at)} · Last active{" "}
                    {session.current ? "now" : formatDateTime(session.last_seen_at)}
                  </p>
                </div>
                {!session.current && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto"
                    aria-label={`Sign out ${session.device}`}
                    disabled={signOutOne.isPending}
                    onClick={() =>
                      void run(
                        () => signOutOne.mutateAsync({ id: userId, session_id: session.id }),
                        SECURITY_MESSAGES.sessionSignedOut,
                      )
                    }
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
