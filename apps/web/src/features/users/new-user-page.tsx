import { useMutation } from "@tanstack/react-query";
import { newUserLinkSentMessage } from "@screens/domain/schemas";
import { UserCreateSchema } from "@screens/domain/validation";
import { DEFAULT_ROLE, grantableRoles } from "@screens/domain/team";
import { useAuth } from "@/features/auth/auth-context";
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
 * New user of an account or of a dealer: any role of that side up to the creator's own, starting at
 * the default (4 for a dealer, 3 for an account; docs/decisions/156-roles-at-invite.md). The
 * new user confirms the address and chooses a password from the one invitation e-mail (decision 159).
 */
export function NewUserForm({ owner, ownerId }: { owner: "account" | "dealer"; ownerId: number }) {
  const trpc = useTRPC();
  const navigate = useAppNavigate();
  const save = useSave();
  const invalidates = useInvalidates();
  const create = useMutation(trpc.users.create.mutationOptions(invalidates("users")));
  const { agent } = useAuth();
  const roles = grantableRoles(agent?.role_id ?? DEFAULT_ROLE[owner], owner);
  const role = roles.includes(DEFAULT_ROLE[owner]) ? DEFAULT_ROLE[owner] : (roles[0] ?? DEFAULT_ROLE[owner]);
  const fields = [...USER_FIELDS, roleField(roles)];
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
