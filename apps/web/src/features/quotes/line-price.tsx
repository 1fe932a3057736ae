import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { ZSetLinePriceRequest, type TConfiguration, type TQuoteAccessory } from "@screens/domain/schemas";
import { MESSAGES } from "@screens/domain/messages";
import { formatPercent, lineDiscountLabel, unitLine } from "@screens/pricing/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { formatUSD } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

/**
 * A unit's or accessory's own markup and discount on the quote page
 * (docs/decisions/192-line-markup-and-discount.md): the line's price in its row, what the line's
 * levers did under it, and, where the selling price may change, a dialog to set them with the line's
 * new price as the rep types (the pricing package's own function, as the server prices).
 */

export type PricedLine =
  | { line: "unit"; name: string; row: TConfiguration }
  | { line: "accessory"; name: string; row: TQuoteAccessory };

/** The quote's markup and the dealer terms' cost of one piece: what the line's price starts from. */
export interface LinePriceContext {
  /** The quote's markup (a line without its own uses it). */
  markup: number;
  /** The selling price may change (a draft, or a signed job before it is submitted). */
  editable: boolean;
  /** Customer view: the markup is never shown. */
  customerView: boolean;
}

/** The line's price cell: its price, and under it what its own markup and discount are. */
export function LinePriceCell({ priced, context }: { priced: PricedLine; context: LinePriceContext }) {
  const [open, setOpen] = useState(false);
  const row = priced.row;
  const notes = [
    !context.customerView && row.line_markup !== null ? `× ${row.line_markup.toFixed(2)}` : null,
    row.line_discount_pct !== null ? lineDiscountLabel(row.line_discount_pct) : null,
  ].filter(Boolean);
  const price = <span className="tabular-nums">{formatUSD(row.line_price)}</span>;
  return (
    <span className="inline-flex flex-col items-end gap-0.5" onClick={(event) => event.stopPropagation()}>
      {context.editable ? (
        <button
          type="button"
          className="rounded-sm tabular-nums underline decoration-dotted underline-offset-4 hover:decoration-solid focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
          aria-label={`Line price of ${priced.name}: ${formatUSD(row.line_price)}`}
          onClick={() => setOpen(true)}
        >
          {formatUSD(row.line_price)}
        </button>
      ) : (
        price
      )}
      {notes.length > 0 && (
        <Badge variant="outline" className="px-1.5 py-0 text-right text-[11px] font-normal whitespace-normal">
          {notes.join(" · ")}
        </Badge>
      )}
      {context.editable && (
        <LinePriceDialog priced={priced} context={context} open={open} onOpenChange={setOpen} />
      )}
    </span>
  );
}

type FormValues = { markup: string; discount: string };

/** Blank is the quote's markup and no discount; anything else must be what the server's schema takes. */
function toRequest(values: FormValues) {
  const number = (text: string) => (text.trim() === "" ? null : Number(text));
  return { markup: number(values.markup), discount_percent: number(values.discount) };
}

/** The server's own schema (ZSetLinePriceRequest), its issues under the form's fields. */
const resolver: Resolver<FormValues> = (values) => {
  const parsed = ZSetLinePriceRequest.safeParse({
    quote_id: 1,
    line: "unit",
    line_id: 1,
    ...toRequest(values),
  });
  if (parsed.success) return Promise.resolve({ values, errors: {} });
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === "markup" ? "markup" : "discount";
    errors[field] ??= { type: "validate", message: issue.message };
  }
  return Promise.resolve({ values: {}, errors });
};

/** The line's figures for the values typed, by the function the server prices with; null while invalid. */
function preview(priced: PricedLine, quoteMarkup: number, values: FormValues) {
  const request = toRequest(values);
  if (request.markup !== null && !(request.markup >= 1)) return null;
  if (
    request.discount_percent !== null &&
    !(request.discount_percent >= 0 && request.discount_percent <= 100)
  )
    return null;
  // A piece's customer price is its dealer cost (the unit's total; the accessory's, with the dealer's
  // terms) times the markup, rounded up, for units and accessories alike (product rule R12).
  const pieceCost = priced.line === "unit" ? priced.row.unit_total : priced.row.dealer_cost;
  return unitLine(pieceCost, quoteMarkup, priced.row.quantity, {
    markup: request.markup,
    discount_pct: request.discount_percent,
  });
}

function LinePriceDialog({
  priced,
  context,
  open,
  onOpenChange,
}: {
  priced: PricedLine;
  context: LinePriceContext;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const update = useMutation(trpc.quotes.setLinePrice.mutationOptions(invalidates("configurations")));
  const row = priced.row;
  const defaults: FormValues = {
    markup: row.line_markup === null ? "" : String(row.line_markup),
    discount: row.line_discount_pct === null ? "" : String(row.line_discount_pct),
  };
  const form = useForm<FormValues>({ resolver, defaultValues: defaults, mode: "onTouched" });
  useEffect(() => {
    if (open) form.reset(defaults);
    // Reset to the line's figures each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const values = useWatch({ control: form.control }) as FormValues;
  const line = preview(priced, context.markup, { ...defaults, ...values });
  const { errors, touchedFields, isSubmitted, isSubmitting } = form.formState;
  const shown = (field: keyof FormValues) => touchedFields[field] || isSubmitted;

  const save = async (request: ReturnType<typeof toRequest>) => {
    try {
      await update.mutateAsync({ quote_id: row.quote_id, line: priced.line, line_id: row.id, ...request });
      toastSuccess(MESSAGES.updated);
      onOpenChange(false);
    } catch (error) {
      toastError(error);
    }
  };
  const submit = form.handleSubmit((raw) => save(toRequest(raw)));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Line price: ${priced.name}`}
      description={`Blank: the quote's markup (× ${context.markup.toFixed(2)}) and no discount. The customer sees the line's price and its discount, never the markup.`}
      footer={
        <>
          <Button
            variant="ghost"
            className="mr-auto"
            disabled={isSubmitting || (row.line_markup === null && row.line_discount_pct === null)}
            onClick={() => void save({ markup: null, discount_percent: null })}
          >
            Use the quote's price
          </Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="line-price-form" disabled={isSubmitting}>
            Save
          </Button>
        </>
      }
    >
      <Form id="line-price-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Markup" error={errors.markup?.message} showError={shown("markup")}>
            <Input
              {...registerField(form, "markup")}
              inputMode="decimal"
              autoComplete="off"
              placeholder={context.markup.toFixed(2)}
              data-autofocus
            />
          </FormField>
          <FormField label="Discount (%)" error={errors.discount?.message} showError={shown("discount")}>
            <Input
              {...registerField(form, "discount")}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
            />
          </FormField>
        </div>
        {line && (
          <dl
            className="grid gap-1.5 rounded-lg border bg-muted/40 p-3 text-sm"
            aria-label="The line's new price"
          >
            <div className="flex justify-between gap-4">
              <dt>
                {line.quantity > 1
                  ? `${line.quantity} × ${formatUSD(line.unit_price)}`
                  : "Price before discount"}
              </dt>
              <dd className="tabular-nums">{formatUSD(line.list_price)}</dd>
            </div>
            {line.line_discount_pct !== null && (
              <div className="flex justify-between gap-4">
                <dt>Discount ({formatPercent(line.line_discount_pct)})</dt>
                <dd className="tabular-nums">{formatUSD(-line.line_discount)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4 font-semibold">
              <dt>Line price</dt>
              <dd className="tabular-nums" data-testid="line-price-preview">
                {formatUSD(line.price)}
              </dd>
            </div>
          </dl>
        )}
      </Form>
    </Dialog>
  );
}
