import {
  PAYMENT_METHODS,
  ZQuoteDepositRequest,
  ZVoidPaymentRequest,
  type TPayment,
  type TQuoteDepositRequest,
  type TQuotePayments,
} from "@screens/domain/schemas";
import { useState, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { formatUSD } from "@/lib/format";
import { isRequiredField, requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";

type Choice = "dealer" | "none" | "percent" | "amount";
type Rule = TQuotePayments["customer"]["deposit_rule"];

const ruleText = (rule: Rule) =>
  rule.kind === "none" ? "no deposit" : rule.kind === "percent" ? `${rule.value}%` : formatUSD(rule.value);

/** A percentage's or an amount's value: the deposit's schema requires it (a number) when it is shown. */
const valueRequired = isRequiredField(ZQuoteDepositRequest.shape.deposit.unwrap(), "value");
const requiredInVoid = requiredIn(ZVoidPaymentRequest);

/**
 * This quote's own deposit (decision 185, product rule R47): the dealer's rule, none, a percentage
 * or an amount, checked with the server's own schema here and against the customer's total there.
 */
export function DepositDialog({
  customer,
  open,
  onOpenChange,
  onSave,
  busy,
}: {
  customer: TQuotePayments["customer"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (deposit: TQuoteDepositRequest["deposit"]) => Promise<boolean>;
  busy: boolean;
}) {
  const current: Choice = customer.deposit_override ? customer.deposit_rule.kind : "dealer";
  const [choice, setChoice] = useState<Choice>(current);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  // A fresh form each time the dialog opens (adjusted while rendering, no effect pass).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setChoice(current);
      setValue(
        customer.deposit_override && customer.deposit_rule.kind !== "none"
          ? String(customer.deposit_rule.value)
          : "",
      );
      setError(null);
    }
  }

  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    const typed = value.replace(/[$,%\s]/g, "");
    const deposit =
      choice === "dealer"
        ? null
        : { kind: choice, value: choice === "none" ? 0 : typed === "" ? Number.NaN : Number(typed) };
    const parsed = ZQuoteDepositRequest.shape.deposit.safeParse(deposit);
    if (!parsed.success) {
      setError(
        typed === "" ? "Enter the deposit." : (parsed.error.issues[0]?.message ?? "Enter the deposit."),
      );
      return;
    }
    if (choice === "percent" && (deposit?.value ?? 0) > 100) {
      setError("A deposit cannot exceed 100%.");
      return;
    }
    if (choice === "amount" && Math.round((deposit?.value ?? 0) * 100) > Math.round(customer.total * 100)) {
      setError(`The deposit cannot exceed the customer's total (${formatUSD(customer.total)}).`);
      return;
    }
    setError(null);
    if (await onSave(parsed.data)) onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Deposit for this quote"
      description={`Asked of the customer on acceptance, shown on the quote and its PDF. The customer's total is ${formatUSD(customer.total)}.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="deposit-form" disabled={busy}>
            Save
          </Button>
        </>
      }
    >
      <Form
        id="deposit-form"
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => void save(event)}
      >
        <FormField label="Deposit">
          <Select
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value as Choice);
              setError(null);
            }}
            options={[
              {
                value: "dealer",
                label: `Your usual rule${customer.deposit_override ? "" : ` (${ruleText(customer.deposit_rule)})`}`,
              },
              { value: "none", label: "No deposit" },
              { value: "percent", label: "A percentage" },
              { value: "amount", label: "An amount" },
            ]}
          />
        </FormField>
        {(choice === "percent" || choice === "amount") && (
          <FormField
            label={choice === "percent" ? "Deposit (%)" : "Deposit ($)"}
            required={valueRequired}
            error={error ?? undefined}
          >
            <Input
              value={value}
              onChange={(event) => setValue(event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              placeholder={choice === "percent" ? "50" : "0.00"}
            />
          </FormField>
        )}
      </Form>
    </Dialog>
  );
}

/** "Check #1042 · $250.00 on 2026-11-20": which entry a void is about. */
export function entryLabel(entry: TPayment): string {
  const method = `${PAYMENT_METHODS[entry.method]}${entry.reference ? ` #${entry.reference}` : ""}`;
  return `${entry.kind === "refund" ? "Refund" : "Payment"} of ${formatUSD(entry.amount)}, ${method}, ${entry.received_on}`;
}

/**
 * Voiding a payment or refund recorded by mistake (decision 185): a reason is required; the entry stays,
 * struck through, out of every sum. Not a refund: money given back is recorded as a refund.
 */
export function VoidPaymentDialog({
  entry,
  onOpenChange,
  onVoid,
  busy,
}: {
  entry: TPayment | null;
  onOpenChange: (open: boolean) => void;
  onVoid: (reason: string) => Promise<boolean>;
  busy: boolean;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  // A fresh reason for each entry (adjusted while rendering, no effect pass).
  const [seen, setSeen] = useState(entry);
  if (seen !== entry) {
    setSeen(entry);
    setReason("");
    setError(null);
  }
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = ZVoidPaymentRequest.shape.reason.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Give a reason for voiding the payment.");
      return;
    }
    if (await onVoid(parsed.data)) onOpenChange(false);
  };
  return (
    <Dialog
      open={entry !== null}
      onOpenChange={onOpenChange}
      title={entry?.kind === "refund" ? "Void this refund?" : "Void this payment?"}
      description={`${entry ? `${entryLabel(entry)}. ` : ""}For an entry recorded by mistake: it stays in the list, struck through, and counts nowhere. Money given back is a refund instead.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="void-payment-form" variant="destructive" disabled={busy}>
            Void
          </Button>
        </>
      }
    >
      <Form id="void-payment-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField label="Reason" required={requiredInVoid("reason")} error={error ?? undefined}>
          <Textarea
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </Form>
    </Dialog>
  );
}
