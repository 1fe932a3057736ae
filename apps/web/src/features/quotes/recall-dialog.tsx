import { ZRecallQuoteRequest } from "@screens/domain/schemas";
import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

type FormValues = { reason: string };

/** The server's own rule (ZRecallQuoteRequest), its message under the field. */
/** The fields the schema requires (the server's own check). */
const required = requiredIn(ZRecallQuoteRequest);

const resolver: Resolver<FormValues> = (values) => {
  const parsed = ZRecallQuoteRequest.shape.reason.safeParse(values.reason);
  if (parsed.success) return Promise.resolve({ values, errors: {} });
  const message = parsed.error.issues[0]?.message ?? "Give a reason for the recall.";
  return Promise.resolve({ values: {}, errors: { reason: { type: "validate", message } } });
};

/**
 * Recall a submitted quote (docs/decisions/136-signature-to-order.md): back to the dealer until the
 * manufacturer acts on it, with the reason the manufacturer reads in the history.
 */
export function RecallDialog({
  open,
  onOpenChange,
  onRecall,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRecall: (reason: string) => Promise<boolean>;
  busy: boolean;
}) {
  const form = useForm<FormValues>({ resolver, defaultValues: { reason: "" } });
  useEffect(() => {
    if (open) form.reset({ reason: "" });
  }, [open, form]);
  const recall = form.handleSubmit(async (values) => {
    if (await onRecall(values.reason.trim())) onOpenChange(false);
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Recall this quote?"
      description="It comes back to you to change, and the manufacturer sees why. Submit it again when it is ready."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="recall-quote-form" disabled={busy}>
            Recall
          </Button>
        </>
      }
    >
      <Form id="recall-quote-form" noValidate onSubmit={(event) => void recall(event)}>
        <FormField label="Reason" required={required("reason")} error={form.formState.errors.reason?.message}>
          <Textarea {...registerField(form, "reason")} rows={3} maxLength={500} />
        </FormField>
      </Form>
    </Dialog>
  );
}
