import { useMutation } from "@tanstack/react-query";
import { newUserLinkSentMessage } from "@screens/domain/schemas";
import { UserCreateSchema } from "@screens/domain/validation";
import type { RoleId } from "@screens/domain/roles";
import { Card } from "@/components/ui/card";
import { EntityForm } from "@/features/forms/entity-form";
import { formValues, roleField, USER_FIELDS } from "@/features/forms/field-sets";
import { useSave } from "@/features/forms/use-save";
import { useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC, type RouterInputs } from "@/lib/trpc";
import { useAppNavigate } from "@/lib/navigation";

/**
 * New user of an account (role 3, the only role offered) or of a dealer (role fixed to 4), panel.md §5.
 * The new user confirms the address from the welcome e-mail, then (without a password) sets one
 * through 'Forgot your password?'.
 */
export function NewUserForm({ owner, ownerId }: { owner: "account" | "dealer"; ownerId: number }) {
  const trpc = useTRPC();
  const navigate = useAppNavigate();
  const save = useSave();
  const invalidates = useInvalidates();
  const create = useMutation(trpc.users.create.mutationOptions(invalidates("users")));
  const role: RoleId = owner === "account" ? 3 : 4;
  const fields = [...USER_FIELDS, roleField([role])];
  const values = { ...formValues(undefined, USER_FIELDS), role_id: String(role) };
  return (
    <Card className="p-5">
      <EntityForm
        schema={UserCreateSchema}
        fields={fields}
        values={values}
        mode="create"
        submitLabel="Create User"
        onCancel={() => void navigate(-1)}
        onSubmit={async (parsed) => {
          const input = parsed as RouterInputs["users"]["create"];
          // The address becomes the user's when the link mailed to it is opened (decision 088): the
          // toast says where it went, the same whether or not the address is taken.
          const created = await save(
            "create",
            () =>
              create.mutateAsync({
                ...input,
                role_id: role,
                ...(owner === "account" ? { account_id: ownerId } : { dealer_id: ownerId }),
              }),
            undefined,
            (answer) => (answer.pending_email ? newUserLinkSentMessage(answer.pending_email) : ""),
          );
          if (created) void navigate(`/panel/users/${created.id}`);
          return created !== null;
        }}
      />
    </Card>
  );
}

export function AccountNewUserPage() {
  const id = useIdParam();
  return (
    <Page permission="user.c">
      <PageHeader
        back={<BackButton />}
        title="New User"
        description="Add a manufacturer user to this account."
      />
      <NewUserForm owner="account" ownerId={id} />
    </Page>
  );
}

export function DealerNewUserPage() {
  const id = useIdParam();
  return (
    <Page permission="user.c">
      <PageHeader back={<BackButton />} title="New User" description="Add a user to this dealer." />
      <NewUserForm owner="dealer" ownerId={id} />
    </Page>
  );
}
