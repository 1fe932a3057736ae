import { idFromText } from "@screens/domain/ids";
import { useMutation, useQuery } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { isStaff } from "@screens/domain/roles";
import { LIST_PAGE } from "@screens/domain/bounds";
import { RECORD_STATUS } from "@screens/domain/status";
import { useEffect, useRef, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useParams, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useAuth } from "@/features/auth/auth-context";
import { useSave } from "@/features/forms/use-save";
import { BackButton } from "@/features/shell/back-button";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC, type RouterInputs, type Trpc } from "@/lib/trpc";
import { shippingAddressOf } from "@/features/customers/customer-picker";
import {
  QuoteFields,
  QuoteFormSchema,
  quoteFormValues,
  toQuoteInput,
  useDealerCustomers,
  type QuoteFormValues,
} from "./quote-details-form";
import { useAppNavigate } from "@/lib/navigation";
import { Form } from "@/components/ui/form";

/** Staff's choice of dealer on /panel/quotes/new: the largest page (lists are paged by default). */
export const dealerChoiceInput = () => ({ limit: LIST_PAGE.max });

/** The dealer's quote templates for "Start with" (the route's loader reads them too). */
export function dealerTemplatesQuery(trpc: Trpc, dealerId: number | null | undefined) {
  return trpc.quoteCopies.templates.queryOptions(
    { dealer_id: dealerId ?? undefined },
    { enabled: Boolean(dealerId), retry: false },
  );
}

/**
 * /panel/dealers/{id}/new-quote (for that dealer) and /panel/quotes/new (staff, optionally choosing a
 * dealer). Dealer users always create under their own dealer.
 */
export default function NewQuotePage() {
  const trpc = useTRPC();
  const params = useParams();
  const routeDealer = params.id ? (idFromText(params.id) ?? 0) : null;
  const { agent } = useAuth();
  const staff = !!agent && isStaff(agent.role_id);
  const [chosenDealer, setChosenDealer] = useState("");
  const dealerId =
    routeDealer ?? (staff ? (chosenDealer ? Number(chosenDealer) : null) : (agent?.dealer_id ?? null));
  // The picker offers the largest page (lists are paged by default: docs/security.md).
  const dealers = useQuery(
    trpc.dealers.list.queryOptions(dealerChoiceInput(), { enabled: staff && !routeDealer, retry: false }),
  );
  const customers = useDealerCustomers(dealerId);
  const templates = useQuery(dealerTemplatesQuery(trpc, dealerId));
  const [chosenTemplate, setTemplateId] = useState<number | null>(null);
  // Only a template of the dealer chosen now (staff may change the dealer after choosing one).
  const templateId = (templates.data ?? []).some((template) => template.id === chosenTemplate)
    ? chosenTemplate
    : null;
  const navigate = useAppNavigate();
  const save = useSave();
  const invalidates = useInvalidates();
  const create = useMutation(trpc.quotes.create.mutationOptions(invalidates("quotes")));
  const startFrom = useMutation(trpc.quoteCopies.startFrom.mutationOptions(invalidates("quotes")));
  const form = useForm<QuoteFormValues>({
    resolver: zodResolver(QuoteFormSchema) as Resolver<QuoteFormValues>,
    mode: "onTouched",
    defaultValues: quoteFormValues(undefined),
  });
  // "New quote" on a customer's page: that customer chosen, the address filled in, once.
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get("customer");
  const preselected = useRef(false);
  useEffect(() => {
    const customer = customers.find((row) => String(row.id) === wanted);
    if (preselected.current || !customer) return;
    preselected.current = true;
    form.setValue("customer_id", String(customer.id));
    if (!form.getValues("shipping_address")) form.setValue("shipping_address", shippingAddressOf(customer));
  }, [customers, wanted, form]);
  const dealerCountry =
    dealerId && agent?.dealer?.id === dealerId
      ? agent.dealer.country
      : ((dealers.data ?? []).find((dealer) => dealer.id === dealerId)?.country ?? null);
  const submit = form.handleSubmit(async (values) => {
    const input = toQuoteInput(values);
    const created = await save(
      "create",
      () => {
        if (templateId !== null) {
          // The template's dealer and lines; "Start with" is its name (the server sets it).
          const { start_with: _name, ...details } = input;
          return startFrom.mutateAsync({
            ...details,
            template_id: templateId,
          } as RouterInputs["quoteCopies"]["startFrom"]);
        }
        return create.mutateAsync({
          ...input,
          ...(dealerId ? { dealer_id: dealerId } : {}),
        } as RouterInputs["quotes"]["create"]);
      },
      form.setError,
      (quote) =>
        `Quote ${quote.quote_number ?? quote.id} "${quote.title}" is ready: add units and accessories.`,
    );
    if (created) void navigate(`/panel/quotes/${created.id}`);
  });
  return (
    <Page permission="quote.c" allowed={staff || !!routeDealer || !!agent?.dealer_id}>
      <PageHeader
        back={<BackButton />}
        title="New Quote"
        description="Name the quote; add units and accessories next."
      />
      <Card>
        <CardContent className="pt-5">
          <Form onSubmit={(event) => void submit(event)} noValidate aria-label="New quote">
            {staff && !routeDealer && (
              <div className="mb-4">
                <FormField
                  label="Dealer"
                  description="Optional: leave empty for a quote of the manufacturer's own account."
                >
                  <Select
                    value={chosenDealer}
                    onChange={(event) => setChosenDealer(event.target.value)}
                    options={[
                      { value: "", label: "No dealer" },
                      ...(dealers.data ?? [])
                        .filter((dealer) => dealer.status === RECORD_STATUS.ACTIVE)
                        .map((dealer) => ({ value: String(dealer.id), label: dealer.company_name })),
                    ]}
                  />
                </FormField>
              </div>
            )}
            <QuoteFields
              form={form}
              disabled={false}
              customers={customers}
              dealerId={dealerId}
              defaultCountry={dealerCountry}
              startWith={{ templates: templates.data ?? [], templateId, onTemplate: setTemplateId }}
            />
            <div className="mt-6 flex justify-end gap-2 border-t pt-4">
              <Button type="button" variant="outline" onClick={() => void navigate(-1)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending || startFrom.isPending}>
                Create Quote
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </Page>
  );
}
