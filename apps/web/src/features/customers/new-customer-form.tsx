import { useMutation } from "@tanstack/react-query";
import { COUNTRIES, CustomerSchema } from "@screens/domain/validation";
import { RECORD_STATUS } from "@screens/domain/status";
import type { TCustomer } from "@screens/domain/schemas";
import { EntityForm } from "@/features/forms/entity-form";
import { CUSTOMER_FIELDS, formValues } from "@/features/forms/field-sets";
import { useSave } from "@/features/forms/use-save";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC, type RouterInputs } from "@/lib/trpc";

/** A country a customer may have (one of COUNTRIES), else undefined. */
export function knownCountry(country: string | null | undefined): string | undefined {
  return country && (COUNTRIES as readonly string[]).includes(country) ? country : undefined;
}

interface NewCustomerFormProps {
  dealerId: number;
  /** The country the form starts with: the dealer's. */
  country: string;
  /** The toast's line once the customer is created. */
  createdMessage: (customer: TCustomer) => string;
  onCancel: () => void;
  onCreated: (customer: TCustomer) => void;
}

/** A new customer of the dealer: it starts active (status 1). */
export function NewCustomerForm({
  dealerId,
  country,
  createdMessage,
  onCancel,
  onCreated,
}: NewCustomerFormProps) {
  const trpc = useTRPC();
  const save = useSave();
  const invalidates = useInvalidates();
  const create = useMutation(trpc.customers.create.mutationOptions(invalidates("customers")));
  return (
    <EntityForm
      schema={CustomerSchema}
      fields={CUSTOMER_FIELDS}
      values={{ ...formValues(undefined, CUSTOMER_FIELDS), country }}
      mode="create"
      submitLabel="Create Customer"
      onCancel={onCancel}
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
          createdMessage,
        );
        if (created) onCreated(created);
        return created !== null;
      }}
    />
  );
}
