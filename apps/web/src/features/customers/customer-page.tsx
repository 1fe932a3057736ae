import { useMutation, useQuery } from "@tanstack/react-query";
import { CustomerSchema } from "@screens/domain/validation";
import { RECORD_STATUS } from "@screens/domain/status";
import { FilePlus2 } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { CUSTOMER_FIELDS, formValues } from "@/features/forms/field-sets";
import { ProfileCard } from "@/features/forms/profile-card";
import { ProfileHeader } from "@/features/forms/profile-header";
import { useSave } from "@/features/forms/use-save";
import { useCustomerOrders, useCustomerQuotes } from "@/features/lists/sources";
import { TabbedLists } from "@/features/lists/tabbed-lists";
import { OrdersTable, QuotesTable } from "@/features/lists/tables";
import { useDeactivate } from "@/features/lists/use-deactivate";
import { loadErrorStatus, useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page, usePermission } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDate, fullName } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC } from "@/lib/trpc";
import { newQuoteForCustomerPath } from "@/features/lists/paths";
import { useAppNavigate } from "@/lib/navigation";

/** The page's tabs in order (its route's loader prefetches the open one's list). */
export const CUSTOMER_TABS = ["quotes", "orders"] as const;

/** The customer's quotes; "Add Quote" starts one for the customer where the agent may. */
function QuotesTab({ id, newQuotePath }: { id: number; newQuotePath?: string }) {
  const navigate = useAppNavigate();
  return (
    <QuotesTable
      name="customer_quotes"
      source={useCustomerQuotes(id)}
      onCreate={newQuotePath ? () => void navigate(newQuotePath) : undefined}
    />
  );
}
function OrdersTab({ id }: { id: number }) {
  return <OrdersTable name="customer_orders" source={useCustomerOrders(id)} />;
}

export default function CustomerPage() {
  const trpc = useTRPC();
  const id = useIdParam();
  // Nothing is loaded without the permission <Page> checks (product rule R38).
  const canRead = usePermission("customer.r");
  const customer = useQuery(trpc.customers.get.queryOptions({ id }, { retry: false, enabled: canRead }));
  const invalidates = useInvalidates();
  const update = useMutation(trpc.customers.update.mutationOptions(invalidates("customers")));
  const remove = useMutation(trpc.customers.deactivate.mutationOptions(invalidates("customers")));
  const save = useSave();
  const canEdit = usePermission("customer.u");
  const canDeactivate = usePermission("customer.d");
  const canQuote = usePermission("quote.c");
  const deactivate = useDeactivate((customerId) => remove.mutateAsync({ id: customerId }), "this customer");
  const data = customer.data;
  const values = useMemo(() => formValues(data, CUSTOMER_FIELDS), [data]);
  return (
    <Page permission="customer.r" loading={customer.isPending} error={loadErrorStatus(customer.error)}>
      {data && (
        <>
          <PageHeader
            back={<BackButton />}
            title={fullName(data)}
            description={data.dealer?.company_name ?? "Customer"}
            actions={
              canQuote &&
              data.status === RECORD_STATUS.ACTIVE && (
                <Link
                  reloadDocument
                  to={newQuoteForCustomerPath(data)}
                  className={buttonVariants({ variant: "brand" })}
                >
                  <FilePlus2 aria-hidden="true" />
                  New quote
                </Link>
              )
            }
          />
          <ProfileHeader
            name={fullName(data)}
            subtitle={data.email}
            status={data.status}
            facts={[
              { label: "Phone", value: data.phone },
              { label: "City", value: [data.city, data.state].filter(Boolean).join(", ") },
              { label: "Customer since", value: formatDate(data.created_at) },
            ]}
          />
          <ProfileCard
            schema={CustomerSchema}
            fields={CUSTOMER_FIELDS}
            values={values}
            canEdit={canEdit}
            onDeactivate={
              canDeactivate && data.status === RECORD_STATUS.ACTIVE
                ? () => void deactivate(data.id)
                : undefined
            }
            onSave={async (changed) =>
              (await save(
                "update",
                () => update.mutateAsync({ id: data.id, ...changed }),
                undefined,
                () => `${fullName(data)}'s details are saved.`,
              )) !== null
            }
          />
          <div className="mt-6">
            <TabbedLists
              context="customer"
              label="Customer"
              tabs={[
                {
                  value: "quotes",
                  label: "Quotes",
                  render: () => (
                    <QuotesTab
                      id={data.id}
                      newQuotePath={
                        canQuote && data.status === RECORD_STATUS.ACTIVE
                          ? newQuoteForCustomerPath(data)
                          : undefined
                      }
                    />
                  ),
                },
                { value: "orders", label: "Orders", render: () => <OrdersTab id={data.id} /> },
              ]}
            />
          </div>
        </>
      )}
    </Page>
  );
}
