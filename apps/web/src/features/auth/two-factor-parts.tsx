import type { TTwoFactorSetup } from "@screens/domain/schemas";
import { Check, Copy, Download } from "lucide-react";
import { useState, type ReactNode, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormErrorLine, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";

// The pieces of two-factor sign-in (docs/decisions/141-two-factor-sign-in.md) shared by the sign-in
// page (a code, or the set-up a company requires) and the Security section of one's settings.
// This module imports no zod: the sign-in page loads it.

const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app.";

/** The secret in groups of four, as people type it into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** A code field and its submit button: the app's 6 digits, or (`allowRecovery`) a recovery code. */
export function CodeForm({
  onSubmit,
  submitLabel,
  workingLabel = "Checking...",
  allowRecovery = false,
  autoFocus = true,
  children,
}: {
  /** Resolves when the code worked; throws with the message to show when it did not. */
  onSubmit: (code: string) => Promise<void>;
  submitLabel: string;
  workingLabel?: string;
  allowRecovery?: boolean;
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [working, setWorking] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(CODE_REQUIRED);
      return;
    }
    setWorking(true);
    setError(undefined);
    try {
      await onSubmit(code.trim());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setCode("");
    } finally {
      setWorking(false);
    }
  };

  return (
    <Form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <FormField
        label={allowRecovery ? "Authentication code" : "Code from your app"}
        description={
          allowRecovery
            ? "The 6-digit code your authenticator app shows now. Lost your phone? Enter one of your recovery codes."
            : undefined
        }
        required
      >
        <Input
          autoFocus={autoFocus}
          inputMode={allowRecovery ? "text" : "numeric"}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="123456"
          maxLength={allowRecovery ? 40 : 7}
          className="font-mono text-lg tracking-[0.3em]"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <FormErrorLine message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {children}
        <Button type="submit" disabled={working} aria-busy={working}>
          {working ? workingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** The QR code to scan and the secret to type instead. */
export function SetupInstructions({ setup }: { setup: TTwoFactorSetup }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    // No clipboard outside a secure context: the key stays on screen to select by hand.
    setCopied(
      await navigator.clipboard.writeText(setup.secret).then(
        () => true,
        () => false,
      ),
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
        alt="QR code to scan with your authenticator app"
        width={176}
        height={176}
        className="size-44 justify-self-center rounded-lg border bg-white p-2"
      />
      <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
        <li>
          Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy or
          similar) and add an account.
        </li>
        <li>Scan the QR code. On this phone? Type the key below instead.</li>
        <li>Enter the 6-digit code the app shows.</li>
        <li className="list-none">
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <code
              className="rounded-md bg-muted px-2 py-1 font-mono text-sm break-all text-foreground"
              aria-label="Set-up key"
              data-testid="totp-secret"
            >
              {groupedSecret(setup.secret)}
            </code>
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? "Copied" : "Copy key"}
            </Button>
          </div>
        </li>
      </ol>
    </div>
  );
}

/** Recovery codes, shown once: copy, download, and a button to go on once they are kept. */
export function RecoveryCodesList({
  codes,
  onDone,
  doneLabel = "I have saved my recovery codes",
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const [copied, setCopied] = useState(false);
  const text = `Screens Panel recovery codes\nEach code signs in once when you cannot use your authenticator app.\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    setCopied(
      await navigator.clipboard.writeText(codes.join("\n")).then(
        () => true,
        () => false,
      ),
    );
  };
  const download = () => {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    link.download = "screens-panel-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Keep these codes somewhere safe, such as a password manager. Each one signs you in once if you lose
        your phone. This is the only time they are shown.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button type="button" className="sm:ml-auto" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
