import { MESSAGES } from "@screens/domain/messages";
import { PenLine } from "lucide-react";
import { useId, useState, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Form } from "@/components/ui/form";

export const CONSENT_TEXT =
  "I have read this quote and accept it. Typing my full name above is my electronic signature.";

export interface AcceptValues {
  signer_name: string;
  consent: true;
}

/**
 * The e-signature (decision 063): the homeowner types their full name and ticks the consent box.
 * The dialog is the confirmation step; the server checks both again and records the signature.
 */
export function AcceptDialog({
  open,
  onOpenChange,
  total,
  onAccept,
  busy,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The amount being agreed to, formatted ("$4,120.00"). */
  total: string;
  onAccept: (values: AcceptValues) => void;
  busy: boolean;
  /** The server's message when it refused. */
  error: string | null;
}) {
  const formId = useId();
  const [name, setName] = useState("");
  const [consent, setConsent] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const nameProblem = name.trim().length < 2 ? MESSAGES.signerNameRequired : undefined;
  const consentProblem = consent ? undefined : MESSAGES.consentRequired;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameProblem || consentProblem || busy) return;
    onAccept({ signer_name: name.trim().replace(/\s+/g, " "), consent: true });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Accept and sign this quote"
      description={`You are accepting this quote for ${total}. Your dealer is notified right away.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="brand" disabled={busy}>
            {busy ? (
              <Spinner className="size-4 text-current" label="Signing" />
            ) : (
              <PenLine aria-hidden="true" />
            )}
            Accept and sign
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        <FormField label="Your full name" required error={nameProblem} showError={submitted}>
          <Input
            data-autofocus
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={200}
            className="font-medium"
          />
        </FormField>
        <div className="grid gap-1.5">
          <label className="flex items-start gap-3 text-sm leading-snug">
            <Checkbox
              className="mt-0.5"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              aria-invalid={submitted && !!consentProblem ? true : undefined}
            />
            <span>{CONSENT_TEXT}</span>
          </label>
          {submitted && consentProblem && (
            <p className="text-sm font-medium text-destructive">{consentProblem}</p>
          )}
        </div>
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </Form>
    </Dialog>
  );
}
