import { SEND_MESSAGE_MAX, ZSendQuoteRequest } from "@screens/domain/schemas";
import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";

type FormValues = { message: string };

/** The server's own rule (ZSendQuoteRequest), its message under the field. */
const resolver: Resolver<FormValues> = (values) => {
  const parsed = ZSendQuoteRequest.shape.message.safeParse(values.message);
  if (parsed.success) return Promise.resolve({ values, errors: {} });
  const message = parsed.error.issues[0]?.message ?? "The message can be at most 1,000 characters.";
  return Promise.resolve({ values: {}, errors: { message: { type: "validate", message } } });
};

/**
 * Send to Customer (decision 138): who the e-mail goes to, in the dealer's name with replies to the
 * sender, and the sender's optional note, which the customer reads above the quote's figures.
 */
export function SendDialog({
  to,
  open,
  onOpenChange,
  onSend,
  busy,
}: {
  /** "Name <address>", or the customer's name when the address is not known here. */
  to: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (message: string | null) => Promise<boolean>;
  busy: boolean;
}) {
  const form = useForm<FormValues>({ resolver, defaultValues: { message: "" } });
  useEffect(() => {
    if (open) form.reset({ message: "" });
  }, [open, form]);
  const send = form.handleSubmit(async (values) => {
    if (await onSend(values.message.trim() || null)) onOpenChange(false);
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Send this quote to the customer?"
      description={`We e-mail ${to} a link to the quote with its PDF attached, in your dealership's name; their replies come to you. Until they answer, the quote cannot be changed; withdraw it first to make changes.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="send-quote-form" disabled={busy}>
            Send
          </Button>
        </>
      }
    >
      <form id="send-quote-form" noValidate onSubmit={(event) => void send(event)}>
        <FormField
          label="Personal message"
          description="Optional: shown to the customer above the quote."
          error={form.formState.errors.message?.message}
        >
          <Textarea {...form.register("message")} rows={4} maxLength={SEND_MESSAGE_MAX} />
        </FormField>
      </form>
    </Dialog>
  );
}
