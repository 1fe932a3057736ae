import { useMutation } from "@tanstack/react-query";
import { DealerSchema } from "@screens/domain/validation";
import { RECORD_STATUS } from "@screens/domain/status";
import { Card } from "@/components/ui/card";
import { EntityForm } from "@/features/forms/entity-form";
import { DEALER_FIELDS, formValues } from "@/features/forms/field-sets";
import { useSave } from "@/features/forms/use-save";
import { useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC, type RouterInputs } from "@/lib/trpc";
import { useAppNavigate } from "@/lib/navigation";

/** /panel/accounts/{id}/new-dealer: new dealers start active with discount 0. */
export default function NewDealerPage() {
  const trpc = useTRPC();
  const accountId = useIdParam();
  const navigate = useAppNavigate();
  const save = useSave();
  const invalidates = useInvalidates();
  const create = useMutation(trpc.dealers.create.mutationOptions(invalidates("dealers")));
  const values = {
    ...formValues(undefined, DEALER_FIELDS),
    discount: "0",
    country: "USA",
    can_create_dealers: false,
  };
  return (
    <Page permission="dealer.c">
      <PageHeader back={<BackButton />} title="New Dealer" description="Add a dealer to this account." />
      <Card className="p-5">
        <EntityForm
          schema={DealerSchema}
          fields={DEALER_FIELDS}
          values={values}
          mode="create"
          submitLabel="Create Dealer"
          onCancel={() => void navigate(-1)}
          onSubmit={async (parsed) => {
            const created = await save("create", () =>
              create.mutateAsync({
                ...(parsed as RouterInputs["dealers"]["create"]),
                account_id: accountId,
                status: RECORD_STATUS.ACTIVE,
              }),
            );
            if (created) void navigate(`/panel/dealers/${created.id}`);
            return created !== null;
          }}
        />
      </Card>
    </Page>
  );
}
