import {
  PAYMENT_METHODS,
  type TPayment,
  type TQuote,
  type TRecordPaymentRequest,
} from "@screens/domain/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate, formatUSD } from "@/lib/format";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { PaymentDialog } from "./payment-dialog";

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: number;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className={strong ? "flex justify-between gap-4 font-semibold" : "flex justify-between gap-4"}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {formatUSD(value)}
      </dd>
    </div>
  );
}

function Entries({ entries }: { entries: TPayment[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="grid gap-1.5 border-t pt-3 text-sm" aria-label="Payments recorded">
      {entries.map((entry) => (
        <li key={entry.id} className="flex justify-between gap-3">
          <span className="min-w-0">
            <span className="block truncate">
              {formatDate(`${entry.received_on}T12:00:00`)} · {PAYMENT_METHODS[entry.method]}
              {entry.reference ? ` #${entry.reference}` : ""}
            </span>
            {entry.note && <span className="block truncate text-xs text-muted-foreground">{entry.note}</span>}
          </span>
          <span className="shrink-0 tabular-nums">
            {entry.kind === "refund" ? `−${formatUSD(entry.amount)}` : formatUSD(entry.amount)}
          </span>
        </li>
      ))}
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
  const record = useMutation(
    trpc.payments.record.mutationOptions({
      onSuccess: async (data) => {
        queryClient.setQueryData(trpc.payments.forQuote.queryKey({ id: quote.id }), data);
        await queryClient.invalidateQueries(trpc.quoteSharing.history.queryFilter({ id: quote.id }));
      },
    }),
  );
  const data = payments.data;
  if (!data) return null;
  const { customer, dealer } = data;
  const showCustomer = customer.can_record || customer.entries.length > 0 || customer.deposit_due > 0;
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

  return (
    <Card role="region" aria-labelledby="payments-title">
      <CardHeader>
        <CardTitle id="payments-title">Payments</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {showCustomer && (
          <section className="grid gap-3" aria-label="From the customer">
            <dl className="grid gap-1.5 text-sm">
              <Row label="Customer total" value={customer.total} />
              {customer.deposit_label && <Row label={customer.deposit_label} value={customer.deposit_due} />}
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
            <Entries entries={customer.entries} />
            {customer.can_record && (
              <Button variant="outline" onClick={() => setRecording("customer")} disabled={record.isPending}>
                <Plus aria-hidden="true" />
                Record payment
              </Button>
            )}
          </section>
        )}
        {showDealer && (
          <section className="grid gap-3 border-t pt-4" aria-label="Owed to the manufacturer">
            <h3 className="text-sm font-medium">Owed to the manufacturer</h3>
            <dl className="grid gap-1.5 text-sm">
              <Row label="Order value" value={dealer.order_value} />
              <Row label="Paid" value={dealer.paid} testId="dealer-paid" />
              <Row label="Outstanding" value={dealer.outstanding} strong testId="dealer-outstanding" />
            </dl>
            <Entries entries={dealer.entries} />
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
    </Card>
  );
}
