import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, QuoteDetailsSchema, type TQuote, RECORD_STATUS } from "@screens/domain";
import { useEffect, useMemo } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useSave } from "@/features/forms/use-save";
import { changedFields, fullName } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { trpc } from "@/lib/trpc";

export const QuoteFormSchema = QuoteDetailsSchema.extend({ customer_id: z.string().optional() });
export type QuoteFormValues = z.infer<typeof QuoteFormSchema>;

/** Title, notes, shipping address (stored after the 'Shipping Info:' marker by the server), start with, customer. */
export function QuoteFields({
  form,
  disabled,
  customers,
}: {
  form: ReturnType<typeof useForm<QuoteFormValues>>;
  disabled: boolean;
  customers: { id: number; first_name: string; last_name: string }[];
}) {
  const { errors, touchedFields, isSubmitted } = form.formState;
  // The customers arrive after the form mounted: select the stored customer once its option exists.
  const customerIds = customers.map((customer) => customer.id).join(",");
  useEffect(() => {
    form.setValue("customer_id", form.getValues("customer_id"));
  }, [customerIds, form]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Title"
        required={!disabled}
        error={errors.title?.message}
        showError={touchedFields.title || isSubmitted}
        className="sm:col-span-2"
      >
        <Input {...form.register("title")} disabled={disabled} />
      </FormField>
      <FormField label="Customer">
        <Select
          {...form.register("customer_id")}
          disabled={disabled}
          options={[
            { value: "", label: "No customer" },
            ...customers.map((customer) => ({ value: String(customer.id), label: fullName(customer) })),
          ]}
        />
      </FormField>
      <FormField label="Start with" description="A reference or starting point for this quote.">
        <Input {...form.register("start_with")} disabled={disabled} />
      </FormField>
      <FormField label="Notes" className="sm:col-span-2">
        <Textarea rows={3} {...form.register("notes")} disabled={disabled} />
      </FormField>
      <FormField label="Shipping address" className="sm:col-span-2">
        <Textarea rows={3} {...form.register("shipping_address")} disabled={disabled} />
      </FormField>
    </div>
  );
}

export function quoteFormValues(quote: Partial<TQuote> | undefined): QuoteFormValues {
  return {
    title: quote?.title ?? "",
    notes: quote?.notes ?? "",
    shipping_address: quote?.shipping_address ?? "",
    start_with: quote?.start_with ?? "",
    customer_id: quote?.customer_id ? String(quote.customer_id) : "",
  };
}

export function toQuoteInput(values: Partial<QuoteFormValues>) {
  const { customer_id, ...rest } = values;
  return {
    ...rest,
    ...(customer_id !== undefined ? { customer_id: customer_id ? Number(customer_id) : null } : {}),
  };
}

export function useDealerCustomers(dealerId: number | null | undefined) {
  const query = trpc.dealers.customers.useQuery(
    { id: dealerId ?? 0 },
    { enabled: Boolean(dealerId), retry: false },
  );
  return (query.data ?? []).filter((customer) => customer.status === RECORD_STATUS.ACTIVE);
}

export function QuoteDetailsForm({ quote, editable }: { quote: TQuote; editable: boolean }) {
  const save = useSave();
  const invalidates = useInvalidates();
  const update = trpc.quotes.update.useMutation(invalidates("quotes"));
  const values = useMemo(() => quoteFormValues(quote), [quote]);
  const customers = useDealerCustomers(quote.dealer_id);
  const form = useForm<QuoteFormValues>({
    resolver: zodResolver(QuoteFormSchema) as Resolver<QuoteFormValues>,
    mode: "onTouched",
    values,
  });
  const submit = form.handleSubmit(async (parsed) => {
    const changed = changedFields(values, parsed);
    if (Object.keys(changed).length === 0) {
      toast.info(MESSAGES.noChanges);
      return;
    }
    await save("update", () => update.mutateAsync({ id: quote.id, ...toQuoteInput(changed) }), form.setError);
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quote details</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Quote details">
          <QuoteFields form={form} disabled={!editable} customers={customers} />
          {editable && (
            <div className="mt-4 flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => form.reset(values)}>
                Cancel
              </Button>
              <Button type="submit" disabled={update.isPending}>
                Save
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
