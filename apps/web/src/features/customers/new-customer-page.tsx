import { CustomerSchema } from "@screens/domain";
import { useNavigate } from "react-router-dom";
import { Card } from "@/components/ui/card";
import { EntityForm } from "@/features/forms/entity-form";
import { CUSTOMER_FIELDS, formValues } from "@/features/forms/field-sets";
import { useSave } from "@/features/forms/use-save";
import { useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { trpc } from "@/lib/trpc";

/** /panel/dealers/{id}/new-customer: customers start active (status 1). */
export default function NewCustomerPage() {
  const dealerId = useIdParam();
  const navigate = useNavigate();
  const save = useSave();
  const utils = trpc.useUtils();
  return (
    <Page permission="customer.c">
      <PageHeader
        back={<BackButton />}
        title="New Customer"
        description="Customers are records kept by the dealer."
      />
      <Card className="p-5">
        <EntityForm
          schema={CustomerSchema}
          fields={CUSTOMER_FIELDS}
          values={{ ...formValues(undefined, CUSTOMER_FIELDS), country: "USA" }}
          mode="create"
          submitLabel="Create Customer"
          onCancel={() => navigate(-1)}
          onSubmit={async (parsed) => {
            const created = await save("create", () =>
              utils.client.customers.create.mutate({
                ...(parsed as Parameters<typeof utils.client.customers.create.mutate>[0]),
                dealer_id: dealerId,
                status: 1,
              }),
            );
            if (created) navigate(`/panel/customers/${created.id}`);
            return created !== null;
          }}
        />
      </Card>
    </Page>
  );
}
