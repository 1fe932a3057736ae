import type { TQuote } from "@screens/domain/schemas";
import { formatPercent, formatUSD } from "@screens/pricing/money";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, CircleAlert, Clock, Pencil } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { SellingPriceDialog, type SellingPriceValues } from "./selling-price-dialog";

/** Where the discount's approval stands, in words, for the reader. */
function ApprovalLine({ selling }: { selling: TQuote["selling"] }) {
  const { approval } = selling;
  if (approval.status === "approved")
    return (
      <p className="flex items-center gap-1.5 text-sm text-emerald-700 dark:text-emerald-400">
        <BadgeCheck aria-hidden="true" className="size-4" />
        Discount approved up to {formatPercent(approval.approved_percent ?? 0)}
      </p>
    );
  if (approval.status === "requested")
    return (
      <p className="flex items-center gap-1.5 text-sm text-amber-700 dark:text-amber-400">
        <Clock aria-hidden="true" className="size-4" />
        Approval requested
      </p>
    );
  if (approval.status === "needed")
    return (
      <p className="flex items-start gap-1.5 text-sm text-amber-700 dark:text-amber-400">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Above your limit of {formatPercent(selling.limit_percent ?? 0)}: the quote can be sent once a sales
        manager or your dealer admin approves the discount.
      </p>
    );
  return null;
}

/**
 * The dealer's selling price of the quote (docs/decisions/131-selling-price.md): markup, discount,
 * how far under the standard price that is, and the discount's approval. Edited while a draft.
 */
export function SellingPriceCard({ quote, editable }: { quote: TQuote; editable: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidates = useInvalidates();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState("");
  const selling = quote.selling;
  // The history shows each change of the price: it is read again after one.
  const withHistory = {
    onSuccess: async () => {
      await Promise.all([
        invalidates("quotes").onSuccess(),
        queryClient.invalidateQueries(trpc.quoteSharing.history.queryFilter({ id: quote.id })),
      ]);
    },
  };
  const setPrice = useMutation(trpc.quotes.setSellingPrice.mutationOptions(withHistory));
  const request = useMutation(trpc.quotes.requestDiscountApproval.mutationOptions(withHistory));
  const decide = useMutation(trpc.quotes.decideDiscount.mutationOptions(withHistory));
  const busy = setPrice.isPending || request.isPending || decide.isPending;

  const save = async (values: SellingPriceValues) => {
    try {
      await setPrice.mutateAsync({ id: quote.id, ...values });
      toastSuccess("Selling price saved.");
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };
  const ask = async () => {
    try {
      await request.mutateAsync({ id: quote.id });
      toastSuccess("Approval requested.", "Your sales managers and dealer admin have been e-mailed.");
    } catch (error) {
      toastError(error);
    }
  };
  const answer = async (approve: boolean) => {
    try {
      await decide.mutateAsync({
        id: quote.id,
        approve,
        effective_discount_percent: selling.effective_discount_percent,
        note: note.trim() || null,
      });
      setNote("");
      toastSuccess(approve ? "Discount approved." : "Discount refused.");
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Card role="region" aria-labelledby="selling-price-title">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle id="selling-price-title">Selling price</CardTitle>
        {editable && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)} disabled={busy}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Markup</dt>
            <dd className="tabular-nums" data-testid="selling-markup">
              × {selling.markup.toFixed(2)}
              {selling.markup !== selling.standard_markup && (
                <span className="text-muted-foreground">
                  {" "}
                  (standard × {selling.standard_markup.toFixed(2)})
                </span>
              )}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Discount</dt>
            <dd className="text-right tabular-nums" data-testid="selling-discount">
              {selling.discount
                ? selling.discount.kind === "percent"
                  ? `${formatPercent(selling.discount.value)} · ${formatUSD(-selling.discount.amount)}`
                  : formatUSD(-selling.discount.amount)
                : "None"}
            </dd>
          </div>
          {selling.discount?.reason && (
            <p className="text-xs break-words text-muted-foreground">“{selling.discount.reason}”</p>
          )}
          {selling.effective_discount_percent > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Under the standard price</dt>
              <dd className="tabular-nums" data-testid="selling-effective">
                {formatPercent(selling.effective_discount_percent)}
                {selling.limit_percent !== null && (
                  <Badge variant="secondary" className="ml-2">
                    limit {formatPercent(selling.limit_percent)}
                  </Badge>
                )}
              </dd>
            </div>
          )}
        </dl>
        <ApprovalLine selling={selling} />
        {selling.approval.status === "needed" && editable && (
          <Button variant="outline" onClick={() => void ask()} disabled={busy}>
            Ask for approval
          </Button>
        )}
        {selling.approval.may_decide && (
          <div className="grid gap-2">
            <Textarea
              aria-label="Note for the rep"
              placeholder="Note (optional)"
              rows={2}
              maxLength={200}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className="flex gap-2">
              <Button className="flex-1" onClick={() => void answer(true)} disabled={busy}>
                Approve
              </Button>
              <Button variant="outline" className="flex-1" onClick={() => void answer(false)} disabled={busy}>
                Refuse
              </Button>
            </div>
          </div>
        )}
      </CardContent>
      <SellingPriceDialog quote={quote} open={editing} onOpenChange={setEditing} onSave={save} />
    </Card>
  );
}
