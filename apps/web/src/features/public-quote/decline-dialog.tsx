import { useId, useState, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { Form } from "@/components/ui/form";

/** The server's limit (ZDeclineQuoteRequest). */
export const DECLINE_REASON_MAX = 2000;

/** Declining (decision 052): an optional reason for the dealer; the dialog is the confirmation. */
export function DeclineDialog({
  open,
  onOpenChange,
  onDecline,
  busy,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecline: (values: { reason?: string }) => void;
  busy: boolean;
  error: string | null;
}) {
  const formId = useId();
  const [reason, setReason] = useState("");
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = reason.trim();
    onDecline(text ? { reason: text } : {});
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Decline this quote?"
      description="Your dealer is told you declined, so they can follow up or send a revised quote."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="destructive" disabled={busy}>
            {busy && <Spinner className="size-4 text-current" label="Declining" />}
            Decline quote
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit}>
        <FormField label="Reason (optional)" description="What would make this quote work for you?">
          <Textarea
            data-autofocus
            value={reason}
            maxLength={DECLINE_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            rows={4}
          />
        </FormField>
        {error && (
          <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </Form>
    </Dialog>
  );
}
