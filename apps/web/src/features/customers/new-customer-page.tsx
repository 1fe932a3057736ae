import { useMutation, useQuery } from "@tanstack/react-query";
import { COUNTRIES, CustomerSchema } from "@screens/domain/validation";
import { RECORD_STATUS } from "@screens/domain/status";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { Card } from "@/components/ui/card";
import { useAuth } from "@/features/auth/auth-context";
import { EntityForm } from "@/features/forms/entity-form";
import { CUSTOMER_FIELDS, formValues } from "@/features/forms/field-sets";
import { useSave } from "@/features/forms/use-save";
import { useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useInvalidates } from "@/lib/invalidate";
import { fullName } from "@/lib/format";
import { useTRPC, type RouterInputs } from "@/lib/trpc";
import { useAppNavigate } from "@/lib/navigation";

/** /panel/dealers/{id}/new-customer: customers start active (status 1). */
export default function NewCustomerPage() {
  const trpc = useTRPC();
  const dealerId = useIdParam();
  const navigate = useAppNavigate();
  const save = useSave();
  const invalidates = useInvalidates();
  const create = useMutation(trpc.customers.create.mutationOptions(invalidates("customers")));
  // Country starts as the dealer's own: the signed-in dealer's (no request), else the route dealer's.
  const { agent } = useAuth();
  const own = agent?.dealer && agent.dealer.id === dealerId ? agent.dealer.country : undefined;
  const dealer = useQuery(
    trpc.dealers.get.queryOptions(
      { id: dealerId },
      { enabled: own === undefined && dealerId > 0, retry: false },
    ),
  );
  const waiting = own === undefined && dealerId > 0 && dealer.isLoading;
  const known = (country: string | null | undefined) =>
    country && (COUNTRIES as readonly string[]).includes(country) ? country : undefined;
  const country = known(own) ?? known(dealer.data?.country) ?? "USA";
  return (
    <Page permission="customer.c">
      <PageHeader
        back={<BackButton />}
        title="New Customer"
        description="Customers are records kept by the dealer."
      />
      <Card className="p-5">
        {waiting ? (
          <LoadingScreen fullScreen={false} />
        ) : (
          <EntityForm
            schema={CustomerSchema}
            fields={CUSTOMER_FIELDS}
            values={{ ...formValues(undefined, CUSTOMER_FIELDS), country }}
            mode="create"
            submitLabel="Create Customer"
            onCancel={() => void navigate(-1)}
            onSubmit={async (parsed) => {
              const created = await save(
                "create",
                () =>
                  create.mutateAsync({
                    ...(parsed as RouterInputs["customers"]["create"]),
                    dealer_id: dealerId,
                    status: RECORD_STATUS.ACTIVE,
                  }),
                undefined,
                (customer) => `${fullName(customer)} is now one of your customers.`,
              );
              if (created) void navigate(`/panel/customers/${created.id}`);
              return created !== null;
            }}
          />
        )}
      </Card>
    </Page>
  );
}
