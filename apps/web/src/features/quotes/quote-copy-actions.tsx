import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { TEXT_MAX } from "@screens/domain/bounds";
import { QuoteDetailsSchema } from "@screens/domain/validation";
import { ZTemplateName, type TQuote } from "@screens/domain/schemas";
import { BookmarkPlus, ChevronDown, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { CustomerPicker, type PickerCustomer } from "@/features/customers/customer-picker";
import { useSave } from "@/features/forms/use-save";
import { usePermission } from "@/features/shell/page";
import { useInvalidates } from "@/lib/invalidate";
import { useAppNavigate } from "@/lib/navigation";
import { useTRPC } from "@/lib/trpc";
import { requiredIn } from "@/lib/schema-fields";
import { Form } from "@/components/ui/form";
import { registerField } from "@/features/forms/register-field";
import { useDealerCustomers } from "./quote-details-form";

/**
 * The quote page's "Copy" menu (docs/decisions/133-quote-copies-and-templates.md): copy the quote as
 * a new draft for this or another customer of its dealer, or save its lines as a template the new
 * quote form offers under "Start with". The server prices the lines again and decides who may.
 */
export function QuoteCopyActions({ quote }: { quote: TQuote }) {
  const canCreate = usePermission("quote.c");
  const [open, setOpen] = useState<"copy" | "template" | null>(null);
  if (!canCreate) return null;
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <>
      <DropdownMenu
        align="end"
        trigger={
          <Button variant="outline">
            <Copy aria-hidden="true" />
            Copy
            <ChevronDown aria-hidden="true" className="text-muted-foreground" />
          </Button>
        }
      >
        <DropdownMenuItem onSelect={() => setOpen("copy")}>
          <Copy aria-hidden="true" />
          Copy quote
        </DropdownMenuItem>
        {/* Templates belong to a dealer: a quote of the manufacturer's own account has none. */}
        {quote.dealer_id !== null && (
          <DropdownMenuItem onSelect={() => setOpen("template")}>
            <BookmarkPlus aria-hidden="true" />
            Save as template
          </DropdownMenuItem>
        )}
      </DropdownMenu>
      <CopyQuoteDialog quote={quote} open={open === "copy"} onOpenChange={close} />
      <SaveTemplateDialog quote={quote} open={open === "template"} onOpenChange={close} />
    </>
  );
}

const CopyFormSchema = z.object({ title: QuoteDetailsSchema.shape.title, customer_id: z.string() });
const requiredInCopy = requiredIn(CopyFormSchema);
type CopyFormValues = z.infer<typeof CopyFormSchema>;

/** A customer known only by the quote's name for it: enough for the picker to show it chosen. */
const standIn = (id: number, name: string): PickerCustomer => ({
  id,
  first_name: name,
  last_name: "",
  email: null,
  address_1: null,
  address_2: null,
  city: null,
  state: null,
  zip_code: null,
  country: null,
});

const copyTitleOf = (quote: TQuote) => `${quote.title} (copy)`.slice(0, TEXT_MAX.line);

export function CopyQuoteDialog({
  quote,
  open,
  onOpenChange,
}: {
  quote: TQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const save = useSave();
  const navigate = useAppNavigate();
  const invalidates = useInvalidates();
  const copy = useMutation(trpc.quoteCopies.copy.mutationOptions(invalidates("quotes")));
  const customers = useDealerCustomers(open ? quote.dealer_id : null);
  const canCreateCustomer = usePermission("customer.c");
  const [added, setAdded] = useState<PickerCustomer[]>([]);
  const defaults: CopyFormValues = {
    title: copyTitleOf(quote),
    customer_id: quote.customer_id ? String(quote.customer_id) : "",
  };
  const form = useForm<CopyFormValues>({
    resolver: zodResolver(CopyFormSchema) as Resolver<CopyFormValues>,
    defaultValues: defaults,
    mode: "onTouched",
  });
  useEffect(() => {
    if (open) form.reset(defaults);
    // Each opening starts from the quote's own title and customer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  // The quote's own customer stays offered (by name) even when it is no longer active.
  const own =
    quote.customer_id && quote.customer_name ? [standIn(quote.customer_id, quote.customer_name)] : [];
  const all = [...customers, ...added, ...own].filter(
    (customer, index, list) => list.findIndex((other) => other.id === customer.id) === index,
  );
  const customerId = useWatch({ control: form.control, name: "customer_id" });
  const { errors, touchedFields, isSubmitted, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const created = await save(
      "create",
      () =>
        copy.mutateAsync({
          id: quote.id,
          title: values.title,
          customer_id: values.customer_id ? Number(values.customer_id) : null,
        }),
      form.setError,
      (answer) => `Quote ${answer.quote_number ?? answer.id} is a copy of ${quote.quote_number ?? quote.id}.`,
    );
    if (created) void navigate(`/panel/quotes/${created.id}`);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Copy quote"
      description="A new draft with the same units, accessories, services and selling price, priced with today's prices. A discount is approved again."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="copy-quote-form" disabled={isSubmitting || copy.isPending}>
            Copy quote
          </Button>
        </>
      }
    >
      <Form id="copy-quote-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField
          label="Title"
          required={requiredInCopy("title")}
          error={errors.title?.message}
          showError={touchedFields.title || isSubmitted}
        >
          <Input {...registerField(form, "title")} autoComplete="off" data-autofocus />
        </FormField>
        <FormField
          label="Customer"
          description="Another customer's address becomes the copy's shipping address."
        >
          <CustomerPicker
            value={customerId}
            customers={all}
            onChoose={(customer) => {
              if (customer && !all.some((c) => c.id === customer.id)) setAdded((list) => [...list, customer]);
              form.setValue("customer_id", customer ? String(customer.id) : "", { shouldDirty: true });
            }}
            dealerId={quote.dealer_id}
            defaultCountry={quote.summary.country}
            canCreate={canCreateCustomer}
          />
        </FormField>
      </Form>
    </Dialog>
  );
}

const TemplateFormSchema = z.object({ name: ZTemplateName });
type TemplateFormValues = z.infer<typeof TemplateFormSchema>;
const requiredInTemplate = requiredIn(TemplateFormSchema);

export function SaveTemplateDialog({
  quote,
  open,
  onOpenChange,
}: {
  quote: TQuote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const trpc = useTRPC();
  const save = useSave();
  const saveTemplate = useMutation(trpc.quoteCopies.saveTemplate.mutationOptions());
  const form = useForm<TemplateFormValues>({
    resolver: zodResolver(TemplateFormSchema) as Resolver<TemplateFormValues>,
    defaultValues: { name: quote.title },
    mode: "onTouched",
  });
  useEffect(() => {
    if (open) form.reset({ name: quote.title });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const { errors, touchedFields, isSubmitted, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const saved = await save(
      "create",
      () => saveTemplate.mutateAsync({ id: quote.id, name: values.name }),
      form.setError,
      (template) => `The template "${template.name}" is offered under "Start with" on new quotes.`,
    );
    if (saved) onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save as template"
      description="The quote's units, accessories, services and selling price, for your dealer's new quotes. Customer, notes and address are not kept."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="save-template-form" disabled={isSubmitting}>
            Save template
          </Button>
        </>
      }
    >
      <Form id="save-template-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          label="Template name"
          required={requiredInTemplate("name")}
          error={errors.name?.message}
          showError={touchedFields.name || isSubmitted}
        >
          <Input {...registerField(form, "name")} autoComplete="off" data-autofocus />
        </FormField>
      </Form>
    </Dialog>
  );
}
