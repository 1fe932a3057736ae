import { SEND_MESSAGE_MAX, ZSendQuoteRequest } from "@screens/domain/schemas";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";
import { CopyLinkButton } from "./copy-link";

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
 * sender, and the sender's optional note, which the customer reads above the quote's figures. Once
 * sent, the dialog offers the new live link to copy and text (decision 183): the link is made by the
 * send, so there is none to copy before.
 */
export function SendDialog({
  quoteId,
  to,
  open,
  onOpenChange,
  onSend,
  busy,
}: {
  quoteId: number;
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
  // Each opening starts at the form (adjusted while rendering, no effect pass).
  const [sent, setSent] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setSent(false);
  }
  // The preview: the server renders the very e-mail the send writes (decision 169).
  const trpc = useTRPC();
  const [previewing, setPreviewing] = useState(false);
  const typed = useDeferredValue(useWatch({ control: form.control, name: "message" }));
  const preview = useQuery(
    trpc.quoteSharing.preview.queryOptions(
      { id: quoteId, message: typed.trim() ? typed.slice(0, SEND_MESSAGE_MAX) : null },
      { enabled: open && previewing, placeholderData: (previous) => previous },
    ),
  );
  const send = form.handleSubmit(async (values) => {
    if (await onSend(values.message.trim() || null)) setSent(true);
  });
  if (sent)
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="The quote is on its way"
        description={`We e-mailed ${to} the link to the quote. To text it to them as well, copy the link.`}
        footer={
          <Button data-autofocus onClick={() => onOpenChange(false)}>
            Done
          </Button>
        }
      >
        <CopyLinkButton quoteId={quoteId} enabled={open} showUrl />
      </Dialog>
    );
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
      <Form id="send-quote-form" noValidate onSubmit={(event) => void send(event)}>
        <FormField
          label="Personal message"
          description="Optional: shown to the customer above the quote."
          error={form.formState.errors.message?.message}
        >
          <Textarea {...registerField(form, "message")} rows={4} maxLength={SEND_MESSAGE_MAX} />
        </FormField>
      </Form>
      <div className="mt-3">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={previewing}
          onClick={() => setPreviewing(!previewing)}
        >
          {previewing ? "Hide preview" : "Preview the e-mail"}
        </Button>
        {previewing && preview.data && (
          <div className="mt-3 overflow-hidden rounded-lg border">
            <dl className="grid gap-0.5 border-b bg-muted/40 px-3 py-2 text-xs">
              <div>
                <dt className="inline text-muted-foreground">From: </dt>
                <dd className="inline">{preview.data.from_name ?? "Screens Panel"}</dd>
              </div>
              <div>
                <dt className="inline text-muted-foreground">Replies to: </dt>
                <dd className="inline">{preview.data.reply_to ?? "nobody"}</dd>
              </div>
              <div>
                <dt className="inline text-muted-foreground">Subject: </dt>
                <dd className="inline font-medium">{preview.data.subject}</dd>
              </div>
              <div>
                <dt className="inline text-muted-foreground">Attached: </dt>
                <dd className="inline">{preview.data.attachment}</dd>
              </div>
            </dl>
            {/* No scripts, no links followed: the e-mail's own markup, shown as the customer will see it. */}
            <iframe
              title="E-mail preview"
              sandbox=""
              srcDoc={preview.data.html}
              className="h-80 w-full bg-white"
            />
          </div>
        )}
        {previewing && preview.error && (
          <p className="mt-2 text-sm text-destructive">{trpcErrorMessage(preview.error)}</p>
        )}
      </div>
    </Dialog>
  );
}
