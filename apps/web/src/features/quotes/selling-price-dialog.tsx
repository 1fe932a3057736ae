import { DISCOUNT_REASON_MAX, ZSellingPriceRequest, type TQuote } from "@screens/domain/schemas";
import { discountLabel, formatPercent, formatUSD, quoteTotals } from "@screens/pricing/money";
import { useEffect } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

type FormValues = {
  markup: string;
  discount_kind: "percent" | "amount";
  discount_value: string;
  reason: string;
};

/** Blank is no discount; anything else must be a number the server's schema accepts. */
function toRequest(values: FormValues) {
  const value = values.discount_value.trim() === "" ? 0 : Number(values.discount_value);
  return {
    id: 1,
    markup: values.markup.trim() === "" ? Number.NaN : Number(values.markup),
    discount: value === 0 ? null : { kind: values.discount_kind, value },
    reason: values.reason.trim() || null,
  };
}

/** The server's own schema (ZSellingPriceRequest), its issues shown under the form's fields. */
/** The fields the schema requires (the server's own check). */
const required = requiredIn(ZSellingPriceRequest);

const resolver: Resolver<FormValues> = (values) => {
  const parsed = ZSellingPriceRequest.safeParse(toRequest(values));
  if (parsed.success) return Promise.resolve({ values, errors: {} });
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field =
      issue.path[0] === "discount" ? "discount_value" : issue.path[0] === "reason" ? "reason" : "markup";
    errors[field] ??= { type: "validate", message: issue.message };
  }
  return Promise.resolve({ values: {}, errors });
};

/** What the quote would total with the values typed: the pricing engine's own function. */
function preview(quote: TQuote, values: FormValues) {
  const request = toRequest(values);
  if (!Number.isFinite(request.markup) || request.markup <= 0) return null;
  if (request.discount && !Number.isFinite(request.discount.value)) return null;
  return quoteTotals({
    // Each line with its quantity and its own markup and discount (decisions 160, 192).
    unitTotals: quote.screenconfigurations
      .filter((unit) => unit.saved_at !== null)
      .map((unit) => ({
        unit_total: unit.unit_total,
        quantity: unit.quantity,
        markup: unit.line_markup,
        discount_pct: unit.line_discount_pct,
      })),
    accessories: quote.add_on_accessories.map((line) => ({
      prod_cost: line.prod_cost,
      quantity: line.quantity,
      markup: line.line_markup,
      discount_pct: line.line_discount_pct,
    })),
    markup: request.markup,
    discount: request.discount,
    standardMarkup: quote.selling.standard_markup,
  });
}

export interface SellingPriceValues {
  markup: number;
  discount: { kind: "percent" | "amount"; value: number } | null;
  reason: string | null;
}

/**
 * The markup and the discount of a draft (docs/decisions/131-selling-price.md), with the totals
 * they give as the rep types: the same function the server prices with.
 */
export function SellingPriceDialog({
  quote,
  open,
  onOpenChange,
  onSave,
}: {
  quote: TQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (values: SellingPriceValues) => Promise<boolean>;
}) {
  const selling = quote.selling;
  const defaults: FormValues = {
    markup: String(selling.markup),
    discount_kind: selling.discount?.kind ?? "percent",
    discount_value: selling.discount ? String(selling.discount.value) : "",
    reason: selling.discount?.reason ?? "",
  };
  const form = useForm<FormValues>({ resolver, defaultValues: defaults, mode: "onTouched" });
  useEffect(() => {
    if (open) form.reset(defaults);
    // Reset to the quote's figures each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const values = useWatch({ control: form.control }) as FormValues;
  const totals = preview(quote, { ...defaults, ...values });
  const { errors, touchedFields, isSubmitted, isSubmitting } = form.formState;
  const shown = (field: keyof FormValues) => touchedFields[field] || isSubmitted;
  const overLimit =
    totals !== null &&
    selling.limit_percent !== null &&
    totals.effective_discount_percent > selling.limit_percent &&
    totals.effective_discount_percent > (selling.approval.approved_percent ?? 0);

  const submit = form.handleSubmit(async (raw) => {
    const request = toRequest(raw);
    if (await onSave({ markup: request.markup, discount: request.discount, reason: request.reason }))
      onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Selling price"
      description={`Standard markup × ${selling.standard_markup.toFixed(2)}. The customer sees the prices and the discount, never your cost or the markup.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="selling-price-form" disabled={isSubmitting}>
            Save
          </Button>
        </>
      }
    >
      <Form
        id="selling-price-form"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
      >
        <FormField
          label="Markup"
          required={required("markup")}
          error={errors.markup?.message}
          showError={shown("markup")}
        >
          <Input {...registerField(form, "markup")} inputMode="decimal" autoComplete="off" />
        </FormField>
        <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3">
          <FormField label="Discount type">
            <Select
              {...registerField(form, "discount_kind")}
              options={[
                { value: "percent", label: "Percent" },
                { value: "amount", label: "Amount ($)" },
              ]}
            />
          </FormField>
          <FormField
            label={values.discount_kind === "amount" ? "Discount ($, whole dollars)" : "Discount (%)"}
            error={errors.discount_value?.message}
            showError={shown("discount_value")}
          >
            <Input
              {...registerField(form, "discount_value")}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
            />
          </FormField>
        </div>
        <FormField
          label="Reason"
          description="For your team and the history; the customer does not see it."
          error={errors.reason?.message}
          showError={shown("reason")}
        >
          <Textarea {...registerField(form, "reason")} rows={2} maxLength={DISCOUNT_REASON_MAX} />
        </FormField>
        {totals && (
          <dl className="grid gap-1.5 rounded-lg border bg-muted/40 p-3 text-sm" aria-label="New totals">
            <div className="flex justify-between gap-4">
              <dt>Subtotal</dt>
              <dd className="tabular-nums">{formatUSD(totals.lines_total)}</dd>
            </div>
            {totals.discount && (
              <div className="flex justify-between gap-4">
                <dt>{discountLabel(totals.discount)}</dt>
                <dd className="tabular-nums">{formatUSD(-totals.discount.amount)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4 font-semibold">
              <dt>Customer price</dt>
              <dd className="tabular-nums" data-testid="selling-preview-price">
                {formatUSD(totals.customer_total)}
              </dd>
            </div>
            <div className="flex justify-between gap-4 text-muted-foreground">
              <dt>Under the standard price</dt>
              <dd className="tabular-nums">{formatPercent(totals.effective_discount_percent)}</dd>
            </div>
          </dl>
        )}
        {overLimit && (
          <p role="status" className="text-sm font-medium text-amber-700 dark:text-amber-400">
            Above your limit of {selling.limit_percent}%: you can save it, and the quote is sent once a sales
            manager or your dealer admin approves it.
          </p>
        )}
      </Form>
    </Dialog>
  );
}
