import { zodResolver } from "@hookform/resolvers/zod";
import { ZDealerSellingSettings, type TDealer } from "@screens/domain/schemas";
import { MESSAGES } from "@screens/domain/messages";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { z } from "zod";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { reportFieldErrors } from "@/features/forms/server-field-errors";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { SaveChangesActions } from "@/features/forms/save-changes-actions";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

type Field = keyof typeof ZDealerSellingSettings;

/** A blank input is missing; any other text is the number the server's rule checks. */
const asNumber = (rule: z.ZodNumber | z.ZodType<number>) =>
  z.preprocess((text: string) => (text.trim() === "" ? undefined : Number(text)), rule);

/** The inputs' text as numbers, checked by the server's own rules. */
const FormSchema = z.object({
  default_markup: asNumber(ZDealerSellingSettings.default_markup),
  max_discount_sales_manager: asNumber(ZDealerSellingSettings.max_discount_sales_manager),
  max_discount_representative: asNumber(ZDealerSellingSettings.max_discount_representative),
  max_discount_purchaser: asNumber(ZDealerSellingSettings.max_discount_purchaser),
});
type FormValues = Record<Field, string>;

const LIMITS: { field: Field; label: string }[] = [
  { field: "max_discount_sales_manager", label: "Dealer Sales Manager" },
  { field: "max_discount_representative", label: "Dealer Representative" },
  { field: "max_discount_purchaser", label: "Dealer Purchaser" },
];

const valuesOf = (dealer: TDealer): FormValues => ({
  default_markup: String(dealer.default_markup),
  max_discount_sales_manager: String(dealer.max_discount_sales_manager),
  max_discount_representative: String(dealer.max_discount_representative),
  max_discount_purchaser: String(dealer.max_discount_purchaser),
});

/**
 * The dealer's selling price (docs/decisions/131-selling-price.md): the markup new quotes start
 * with, and how far under the price at that markup each role may sell before a sales manager or the
 * dealer admin approves. The dealer admin (and manufacturer staff) change it; the server enforces it.
 */
export function SellingSettingsCard({ dealer, editable }: { dealer: TDealer; editable: boolean }) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  const update = useMutation(trpc.dealers.update.mutationOptions(invalidates("dealers")));
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema) as unknown as Resolver<FormValues>,
    defaultValues: valuesOf(dealer),
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => {
    form.reset(valuesOf(dealer));
    // Fresh server data replaces the form's values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    dealer.default_markup,
    dealer.max_discount_sales_manager,
    dealer.max_discount_representative,
    dealer.max_discount_purchaser,
  ]);

  const submit = form.handleSubmit(async (raw) => {
    const parsed = FormSchema.parse(raw);
    const changed = Object.fromEntries(
      (Object.keys(parsed) as Field[])
        .filter((field) => parsed[field] !== dealer[field])
        .map((field) => [field, parsed[field]]),
    );
    if (Object.keys(changed).length === 0) return;
    try {
      await update.mutateAsync({ id: dealer.id, ...changed });
      toastSuccess(MESSAGES.updated);
    } catch (error) {
      toastError(error);
      reportFieldErrors(error, form.setError);
    }
  });

  return (
    <Card role="region" aria-labelledby="selling-settings-title">
      <CardHeader>
        <CardTitle id="selling-settings-title">Selling price</CardTitle>
        <CardDescription>
          The markup new quotes start with, and how far under that price each role may sell. A quote priced
          lower is sent once a sales manager or the dealer admin approves it; a lower markup counts like a
          discount.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
          <FormField
            label="Default markup"
            description="Customer price = dealer cost × markup, rounded up to the dollar per line."
            error={errors.default_markup?.message}
          >
            <Input
              {...registerField(form, "default_markup")}
              inputMode="decimal"
              className="max-w-32"
              disabled={!editable}
            />
          </FormField>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Maximum discount without approval</legend>
            <div className="grid max-w-2xl gap-4 sm:grid-cols-3">
              {LIMITS.map(({ field, label }) => (
                <FormField key={field} label={`${label} (%)`} error={errors[field]?.message}>
                  <Input {...registerField(form, field)} inputMode="decimal" disabled={!editable} />
                </FormField>
              ))}
            </div>
            <p className="text-xs text-muted-foreground">The dealer admin has no limit.</p>
          </fieldset>
          {editable && (
            <SaveChangesActions
              dirty={isDirty}
              saving={update.isPending}
              onCancel={() => form.reset(valuesOf(dealer))}
            />
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
