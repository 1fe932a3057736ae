import { PAYMENT_METHODS, ZRecordPaymentRequest, type TRecordPaymentRequest } from "@screens/domain/schemas";
import { useEffect } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

/** The fields the schema requires (the server's own check). */
const required = requiredIn(ZRecordPaymentRequest);

type Payer = TRecordPaymentRequest["payer"];
interface FormValues {
  kind: "payment" | "refund";
  amount: string;
  received_on: string;
  method: string;
  reference: string;
  note: string;
}

/** Today on the reader's calendar, as the server's dates are written. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

const METHOD_OPTIONS = Object.entries(PAYMENT_METHODS).map(([value, label]) => ({ value, label }));

/** The form's text as the request the server's own schema checks ("$1,250.50" is 1250.5). */
function toRequest(quoteId: number, payer: Payer, values: FormValues) {
  const amount = values.amount.replace(/[$,\s]/g, "");
  return {
    id: quoteId,
    payer,
    kind: values.kind,
    amount: amount === "" ? Number.NaN : Number(amount),
    received_on: values.received_on,
    method: values.method,
    reference: values.reference.trim() || null,
    note: values.note.trim() || null,
  };
}

function resolverFor(quoteId: number, payer: Payer): Resolver<FormValues> {
  return (values) => {
    const parsed = ZRecordPaymentRequest.safeParse(toRequest(quoteId, payer, values));
    if (parsed.success) return Promise.resolve({ values, errors: {} });
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      const message = field === "amount" && values.amount.trim() === "" ? "Enter the amount." : issue.message;
      errors[field] ??= { type: "validate", message };
    }
    return Promise.resolve({ values: {}, errors });
  };
}

/**
 * A payment or refund received (docs/decisions/137-payments.md): checked with the server's own schema
 * before it is sent; the server's answer is shown by the caller.
 */
export function PaymentDialog({
  quoteId,
  payer,
  open,
  onOpenChange,
  onRecord,
  busy,
}: {
  quoteId: number;
  payer: Payer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRecord: (request: TRecordPaymentRequest) => Promise<boolean>;
  busy: boolean;
}) {
  const blank = (): FormValues => ({
    kind: "payment",
    amount: "",
    received_on: today(),
    method: payer === "dealer" ? "wire" : "check",
    reference: "",
    note: "",
  });
  const form = useForm<FormValues>({ resolver: resolverFor(quoteId, payer), defaultValues: blank() });
  useEffect(() => {
    if (open) form.reset(blank());
    // A fresh form each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, payer]);
  const kind = useWatch({ control: form.control, name: "kind" });
  const { errors } = form.formState;
  const record = form.handleSubmit(async (values) => {
    const parsed = ZRecordPaymentRequest.parse(toRequest(quoteId, payer, values));
    if (await onRecord(parsed)) onOpenChange(false);
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={payer === "customer" ? "Record the customer's payment" : "Record the dealer's payment"}
      description={
        payer === "customer"
          ? "The customer is e-mailed a receipt. A refund is recorded the same way."
          : "Against the order's value at the dealer's price."
      }
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="payment-form" disabled={busy}>
            {kind === "refund" ? "Record refund" : "Record payment"}
          </Button>
        </>
      }
    >
      <Form id="payment-form" noValidate className="grid gap-4" onSubmit={(event) => void record(event)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Type">
            <Select
              {...registerField(form, "kind")}
              options={[
                { value: "payment", label: "Payment received" },
                { value: "refund", label: "Refund given" },
              ]}
            />
          </FormField>
          <FormField label="Amount ($)" required={required("amount")} error={errors.amount?.message}>
            <Input
              {...registerField(form, "amount")}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
            />
          </FormField>
          <FormField label="Date" required={required("received_on")} error={errors.received_on?.message}>
            <Input type="date" {...registerField(form, "received_on")} max={today()} />
          </FormField>
          <FormField label="Method" required={required("method")} error={errors.method?.message}>
            <Select {...registerField(form, "method")} options={METHOD_OPTIONS} />
          </FormField>
        </div>
        <FormField
          label="Reference"
          description="Check number, transaction or transfer id."
          error={errors.reference?.message}
        >
          <Input {...registerField(form, "reference")} maxLength={100} autoComplete="off" />
        </FormField>
        <FormField label="Note" error={errors.note?.message}>
          <Input {...registerField(form, "note")} maxLength={500} autoComplete="off" />
        </FormField>
      </Form>
    </Dialog>
  );
}
