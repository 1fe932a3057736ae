import { useMutation, useQuery } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { LIST_PAGE } from "@screens/domain/bounds";
import { MESSAGES } from "@screens/domain/messages";
import { QuoteDetailsSchema } from "@screens/domain/validation";
import type { TQuote } from "@screens/domain/schemas";
import { RECORD_STATUS } from "@screens/domain/status";
import { useMemo, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CustomerPicker, shippingAddressOf, type PickerCustomer } from "@/features/customers/customer-picker";
import { useSave } from "@/features/forms/use-save";
import { usePermission } from "@/features/shell/page";
import { changedFields, fullName } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC, type Trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";

export const QuoteFormSchema = QuoteDetailsSchema.extend({ customer_id: z.string().optional() });
export type QuoteFormValues = z.infer<typeof QuoteFormSchema>;
const requiredInQuote = requiredIn(QuoteFormSchema);

/** A new quote's "Start with": the dealer's templates, and the one chosen (decision 133). */
export interface StartWithTemplates {
  templates: ReadonlyArray<{ id: number; name: string }>;
  templateId: number | null;
  onTemplate: (id: number | null) => void;
}

const OTHER = "other";
const templateValue = (id: number) => `template:${id}`;

/**
 * "Start with" as a choice: a blank quote, one of the dealer's templates (the quote gets its lines,
 * and its name as the text), or a reference typed by hand, as the field always allowed.
 */
function StartWithChoice({
  form,
  disabled,
  templates,
  templateId,
  onTemplate,
}: StartWithTemplates & { form: ReturnType<typeof useForm<QuoteFormValues>>; disabled: boolean }) {
  const [typed, setTyped] = useState(() => Boolean(form.getValues("start_with")));
  const choice = templateId !== null ? templateValue(templateId) : typed ? OTHER : "";
  const choose = (value: string) => {
    const template = templates.find((candidate) => templateValue(candidate.id) === value);
    onTemplate(template?.id ?? null);
    setTyped(value === OTHER);
    form.setValue("start_with", template?.name ?? "", { shouldDirty: true });
  };
  return (
    <>
      <FormField
        label="Start with"
        description="A blank quote, one of your templates (its lines at today's prices), or a reference."
      >
        <Select value={choice} onChange={(event) => choose(event.target.value)} disabled={disabled}>
          <option value="">Blank quote</option>
          <optgroup label="Templates">
            {templates.map((template) => (
              <option key={template.id} value={templateValue(template.id)}>
                {template.name}
              </option>
            ))}
          </optgroup>
          <option value={OTHER}>Other reference...</option>
        </Select>
      </FormField>
      {typed && (
        <FormField label="Reference" description="A reference or starting point for this quote.">
          <Input {...registerField(form, "start_with")} disabled={disabled} />
        </FormField>
      )}
    </>
  );
}

/**
 * Title, notes, shipping address (stored after the 'Shipping Info:' marker by the server), start
 * with, and the customer: a picker that can create one in place and fills the shipping address
 * from the chosen customer (decision 082; a hand-written address is kept, with an offer to replace it).
 */
export function QuoteFields({
  form,
  disabled,
  customers,
  dealerId = null,
  defaultCountry,
  startWith,
}: {
  form: ReturnType<typeof useForm<QuoteFormValues>>;
  disabled: boolean;
  customers: PickerCustomer[];
  /** The quote's dealer: new customers are created under it. */
  dealerId?: number | null;
  defaultCountry?: string | null;
  /** A new quote's templates; without any, "Start with" is the plain text field. */
  startWith?: StartWithTemplates;
}) {
  const { errors, touchedFields, isSubmitted } = form.formState;
  const canCreateCustomer = usePermission("customer.c");
  // Customers created here, until the dealer's list is loaded again with them.
  const [added, setAdded] = useState<PickerCustomer[]>([]);
  const all = [...customers, ...added.filter((extra) => !customers.some((c) => c.id === extra.id))];
  const customerId = form.watch("customer_id") ?? "";
  const shipping = form.watch("shipping_address") ?? "";
  const chosen = all.find((customer) => String(customer.id) === customerId);
  const chosenAddress = chosen ? shippingAddressOf(chosen) : "";
  const setShipping = (address: string) =>
    form.setValue("shipping_address", address, { shouldDirty: true, shouldValidate: true });
  const choose = (customer: PickerCustomer | null) => {
    if (customer && !customers.some((c) => c.id === customer.id)) setAdded((list) => [...list, customer]);
    form.setValue("customer_id", customer ? String(customer.id) : "", {
      shouldDirty: true,
      shouldTouch: true,
    });
    if (!customer) return;
    // An empty address, or the one the previous customer filled in, follows the new customer.
    const current = (form.getValues("shipping_address") ?? "").trim();
    if (!current || current === chosenAddress) setShipping(shippingAddressOf(customer));
  };
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField
        label="Title"
        required={requiredInQuote("title") && !disabled}
        error={errors.title?.message}
        showError={touchedFields.title || isSubmitted}
        className="sm:col-span-2"
      >
        <Input {...registerField(form, "title")} disabled={disabled} />
      </FormField>
      <FormField label="Customer">
        <CustomerPicker
          value={customerId}
          customers={all}
          onChoose={choose}
          dealerId={dealerId}
          defaultCountry={defaultCountry}
          canCreate={canCreateCustomer}
          disabled={disabled}
        />
      </FormField>
      {startWith && startWith.templates.length > 0 ? (
        <StartWithChoice form={form} disabled={disabled} {...startWith} />
      ) : (
        <FormField label="Start with" description="A reference or starting point for this quote.">
          <Input {...registerField(form, "start_with")} disabled={disabled} />
        </FormField>
      )}
      <FormField label="Notes" className="sm:col-span-2">
        <Textarea rows={3} {...registerField(form, "notes")} disabled={disabled} />
      </FormField>
      <FormField
        label="Shipping address"
        className="sm:col-span-2"
        description={
          !disabled && chosen && chosenAddress && shipping.trim() !== chosenAddress ? (
            <button
              type="button"
              className="font-medium text-brand-strong underline-offset-2 hover:underline"
              onClick={() => setShipping(chosenAddress)}
            >
              Use {fullName(chosen)}&apos;s address
            </button>
          ) : undefined
        }
      >
        <Textarea rows={4} {...registerField(form, "shipping_address")} disabled={disabled} />
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

export function dealerCustomersQuery(trpc: Trpc, dealerId: number | null | undefined) {
  return trpc.dealers.customers.queryOptions(
    { id: dealerId ?? 0, limit: LIST_PAGE.max },
    { enabled: Boolean(dealerId), retry: false },
  );
}

/** The dealer's active customers, for the customer picker (the quote page's loader reads them too). */
export function useDealerCustomers(dealerId: number | null | undefined) {
  const query = useQuery(dealerCustomersQuery(useTRPC(), dealerId));
  return (query.data ?? []).filter((customer) => customer.status === RECORD_STATUS.ACTIVE);
}

/**
 * A quote that can no longer be edited here reads as a document (decision 199): its details as text,
 * no greyed-out fields.
 */
function QuoteDetailsDocument({ quote }: { quote: TQuote }) {
  const facts: Array<[string, string | null | undefined, string?]> = [
    ["Title", quote.title, "sm:col-span-2"],
    ["Customer", quote.customer_name],
    ["Start with", quote.start_with],
    ["Notes", quote.notes, "sm:col-span-2"],
    ["Shipping address", quote.shipping_address, "sm:col-span-2"],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2" aria-label="Quote details">
      {facts.map(([label, value, span]) => (
        <div key={label} className={cn("grid min-w-0 content-start gap-0.5", span)}>
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-sm font-medium break-words whitespace-pre-line">
            {value?.trim() ? value : <span className="font-normal text-muted-foreground">None</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function QuoteDetailsForm({ quote, editable }: { quote: TQuote; editable: boolean }) {
  if (!editable)
    return (
      <Card>
        <CardHeader>
          <CardTitle>Quote details</CardTitle>
        </CardHeader>
        <CardContent>
          <QuoteDetailsDocument quote={quote} />
        </CardContent>
      </Card>
    );
  return <EditableQuoteDetails quote={quote} />;
}

function EditableQuoteDetails({ quote }: { quote: TQuote }) {
  const trpc = useTRPC();
  const save = useSave();
  const invalidates = useInvalidates();
  const update = useMutation(trpc.quotes.update.mutationOptions(invalidates("quotes")));
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
    await save(
      "update",
      () => update.mutateAsync({ id: quote.id, ...toQuoteInput(changed) }),
      form.setError,
      () => "The quote's details are saved.",
    );
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quote details</CardTitle>
      </CardHeader>
      <CardContent>
        <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Quote details">
          <QuoteFields
            form={form}
            disabled={false}
            customers={customers}
            dealerId={quote.dealer_id}
            defaultCountry={quote.summary.country}
          />
          <div className="mt-4 flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => form.reset(values)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              Save
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
