import { MESSAGES } from "@screens/domain/messages";
import {
  PAYMENT_METHODS,
  type TPayment,
  type TQuote,
  type TQuoteDepositRequest,
  type TRecordPaymentRequest,
} from "@screens/domain/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatUSD } from "@/lib/format";
import { cn } from "@/lib/utils";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { PaymentDialog } from "./payment-dialog";
import { DepositDialog, VoidPaymentDialog } from "./deposit-and-void-dialogs";

/** A deposit set for this quote alone, said under its figure. */
function OverrideNote({ children }: { children: string }) {
  return (
    <dd className="basis-full text-xs font-normal text-muted-foreground" data-testid="deposit-override">
      {children}
    </dd>
  );
}

/** A term and its amount; a note, when given, is a second description under them (one dl group). */
function Row({
  label,
  value,
  strong,
  testId,
  note,
}: {
  label: string;
  value: number;
  strong?: boolean;
  testId?: string;
  note?: string;
}) {
  return (
    <div className={cn("flex justify-between gap-x-4", note && "flex-wrap", strong && "font-semibold")}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {formatUSD(value)}
      </dd>
      {note && <OverrideNote>{note}</OverrideNote>}
    </div>
  );
}

/** The entries, a voided one struck through with who voided it and why (decision 185). */
function Entries({ entries, onVoid }: { entries: TPayment[]; onVoid: (entry: TPayment) => void }) {
  if (entries.length === 0) return null;
  return (
    <ul className="grid min-w-0 gap-1.5 border-t pt-3 text-sm" aria-label="Payments recorded">
      {entries.map((entry) => {
        const voided = entry.voided_at !== null;
        return (
          <li key={entry.id} className="flex min-w-0 justify-between gap-3" data-voided={voided || undefined}>
            <span className="min-w-0">
              <span
                className={
                  voided ? "block break-words text-muted-foreground line-through" : "block break-words"
                }
              >
                {formatDate(`${entry.received_on}T12:00:00`)} · {PAYMENT_METHODS[entry.method]}
                {entry.reference ? ` #${entry.reference}` : ""}
              </span>
              {entry.note && !voided && (
                <span className="block truncate text-xs text-muted-foreground">{entry.note}</span>
              )}
              {voided && (
                <span className="block text-xs text-muted-foreground">
                  Voided{entry.voided_by ? ` by ${entry.voided_by}` : ""}: {entry.void_reason}
                </span>
              )}
            </span>
            <span className="flex shrink-0 items-start gap-1">
              <span className={voided ? "text-muted-foreground tabular-nums line-through" : "tabular-nums"}>
                {voided && <span className="sr-only">Voided: </span>}
                {entry.kind === "refund" ? `−${formatUSD(entry.amount)}` : formatUSD(entry.amount)}
              </span>
              {entry.can_void && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="-mt-1 h-7 px-2"
                  aria-label={`Void the ${entry.kind} of ${formatUSD(entry.amount)}`}
                  onClick={() => onVoid(entry)}
                >
                  Void
                </Button>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Money on the quote (docs/decisions/137-payments.md): the customer's deposit, payments and balance,
 * and once submitted what the dealer owes the manufacturer. `customerView`: the dealer's side hidden.
 */
export function PaymentsCard({ quote, customerView }: { quote: TQuote; customerView: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const payments = useQuery(trpc.payments.forQuote.queryOptions({ id: quote.id }));
  const [recording, setRecording] = useState<TRecordPaymentRequest["payer"] | null>(null);
  const [voiding, setVoiding] = useState<TPayment | null>(null);
  const [settingDeposit, setSettingDeposit] = useState(false);
  const onSuccess = async (data: NonNullable<typeof payments.data>) => {
    queryClient.setQueryData(trpc.payments.forQuote.queryKey({ id: quote.id }), data);
    await queryClient.invalidateQueries(trpc.quoteSharing.history.queryFilter({ id: quote.id }));
  };
  const record = useMutation(trpc.payments.record.mutationOptions({ onSuccess }));
  const voidEntry = useMutation(trpc.payments.void.mutationOptions({ onSuccess }));
  // The deposit is on the customer's document too (its print view reads it afresh).
  const setDeposit = useMutation(
    trpc.payments.setDeposit.mutationOptions({
      onSuccess: async (data) => {
        await onSuccess(data);
        await queryClient.invalidateQueries({ queryKey: ["quote-document", quote.id] });
      },
    }),
  );
  const data = payments.data;
  if (!data) return null;
  const { customer, dealer } = data;
  const showCustomer =
    customer.can_record ||
    customer.can_set_deposit ||
    customer.entries.length > 0 ||
    customer.deposit_due > 0;
  const showDealer = !customerView && dealer !== null;
  if (!showCustomer && !showDealer) return null;

  const onRecord = async (request: TRecordPaymentRequest) => {
    try {
      await record.mutateAsync(request);
      toastSuccess(request.kind === "refund" ? "Refund recorded." : "Payment recorded.");
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  const onVoid = async (reason: string) => {
    if (!voiding) return false;
    try {
      await voidEntry.mutateAsync({ id: voiding.id, reason });
      toastSuccess(voiding.kind === "refund" ? "Refund voided." : "Payment voided.", "It no longer counts.");
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  const onSaveDeposit = async (deposit: TQuoteDepositRequest["deposit"]) => {
    try {
      await setDeposit.mutateAsync({ id: quote.id, deposit });
      toastSuccess(MESSAGES.updated, "The deposit for this quote was changed.");
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  return (
    <Card role="region" aria-labelledby="payments-title">
      <CardHeader>
        <CardTitle id="payments-title">Payments</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {showCustomer && (
          <section className="grid min-w-0 gap-3" aria-label="From the customer">
            <dl className="grid gap-1.5 text-sm">
              <Row label="Customer total" value={customer.total} />
              {customer.deposit_label ? (
                <Row
                  label={customer.deposit_label}
                  value={customer.deposit_due}
                  note={customer.deposit_override ? "Set for this quote." : undefined}
                />
              ) : (
                customer.deposit_override && (
                  <div className="flex flex-wrap justify-between gap-x-4">
                    <dt className="text-muted-foreground">Deposit</dt>
                    <OverrideNote>No deposit on this quote (set for this quote).</OverrideNote>
                  </div>
                )
              )}
              <Row label="Paid" value={customer.paid} testId="customer-paid" />
              {customer.deposit_outstanding > 0 && (
                <Row
                  label="Deposit outstanding"
                  value={customer.deposit_outstanding}
                  testId="deposit-outstanding"
                />
              )}
              <Row label="Balance" value={customer.balance} strong testId="customer-balance" />
            </dl>
            <Entries entries={customer.entries} onVoid={setVoiding} />
            {customer.can_set_deposit && (
              <Button
                variant="outline"
                onClick={() => setSettingDeposit(true)}
                disabled={setDeposit.isPending}
              >
                <Pencil aria-hidden="true" />
                Change deposit
              </Button>
            )}
            {customer.can_record && (
              <Button variant="outline" onClick={() => setRecording("customer")} disabled={record.isPending}>
                <Plus aria-hidden="true" />
                Record payment
              </Button>
            )}
          </section>
        )}
        {showDealer && (
          <section className="grid min-w-0 gap-3 border-t pt-4" aria-label="Owed to the manufacturer">
            <h3 className="text-sm font-medium">Owed to the manufacturer</h3>
            <dl className="grid gap-1.5 text-sm">
              <Row label="Order value" value={dealer.order_value} />
              <Row label="Paid" value={dealer.paid} testId="dealer-paid" />
              <Row label="Outstanding" value={dealer.outstanding} strong testId="dealer-outstanding" />
            </dl>
            <Entries entries={dealer.entries} onVoid={setVoiding} />
            {dealer.can_record && (
              <Button variant="outline" onClick={() => setRecording("dealer")} disabled={record.isPending}>
                <Plus aria-hidden="true" />
                Record dealer payment
              </Button>
            )}
          </section>
        )}
      </CardContent>
      <PaymentDialog
        quoteId={quote.id}
        payer={recording ?? "customer"}
        open={recording !== null}
        onOpenChange={(open) => !open && setRecording(null)}
        onRecord={onRecord}
        busy={record.isPending}
      />
      <VoidPaymentDialog
        entry={voiding}
        onOpenChange={(open) => !open && setVoiding(null)}
        onVoid={onVoid}
        busy={voidEntry.isPending}
      />
      <DepositDialog
        customer={customer}
        open={settingDeposit}
        onOpenChange={setSettingDeposit}
        onSave={onSaveDeposit}
        busy={setDeposit.isPending}
      />
    </Card>
  );
}
