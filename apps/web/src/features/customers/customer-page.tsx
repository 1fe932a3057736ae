import { CustomerSchema } from "@screens/domain";
import { UserX } from "lucide-react";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { EntityForm } from "@/features/forms/entity-form";
import { CUSTOMER_FIELDS, formValues } from "@/features/forms/field-sets";
import { ProfileHeader } from "@/features/forms/profile-header";
import { useSave } from "@/features/forms/use-save";
import { useDeactivate } from "@/features/lists/use-deactivate";
import { loadErrorStatus, useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page, usePermission } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDate, fullName } from "@/lib/format";
import { trpc } from "@/lib/trpc";

export default function CustomerPage() {
  const id = useIdParam();
  const customer = trpc.customers.get.useQuery({ id }, { retry: false });
  const utils = trpc.useUtils();
  const save = useSave();
  const canEdit = usePermission("customer.u");
  const canDeactivate = usePermission("customer.d");
  const deactivate = useDeactivate(
    (customerId) => utils.client.customers.deactivate.mutate({ id: customerId }),
    "this customer",
  );
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
          <Card>
            <CardHeader>
              <CardTitle>Profile</CardTitle>
            </CardHeader>
            <div className="px-5 pb-5">
              <EntityForm
                schema={CustomerSchema}
                fields={CUSTOMER_FIELDS}
                values={values}
                mode="edit"
                editLabel={canEdit ? "Edit Profile" : undefined}
                extraActions={
                  canDeactivate && data.status === 1 ? (
                    <Button
                      type="button"
                      variant="destructive"
                      className="sm:mr-auto"
                      onClick={() => void deactivate(data.id)}
                    >
                      <UserX aria-hidden="true" />
                      Deactivate
                    </Button>
                  ) : null
                }
                onSubmit={async (_values, changed) =>
                  (await save("update", () =>
                    utils.client.customers.update.mutate({ id: data.id, ...changed }),
                  )) !== null
                }
              />
            </div>
          </Card>
        </>
      )}
    </Page>
  );
}
