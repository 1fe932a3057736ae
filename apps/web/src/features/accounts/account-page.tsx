import { useMutation, useQuery } from "@tanstack/react-query";
import { AccountEditSchema } from "@screens/domain/validation";
import type { TAccount } from "@screens/domain/schemas";
import { useMemo } from "react";
import { Card } from "@/components/ui/card";
import { EntityForm } from "@/features/forms/entity-form";
import { ACCOUNT_FIELDS, formValues } from "@/features/forms/field-sets";
import { ProfileHeader } from "@/features/forms/profile-header";
import { useSave } from "@/features/forms/use-save";
import { useAccountDealers, useAccountPendingQuotes, useAccountUsers } from "@/features/lists/sources";
import { TabbedLists } from "@/features/lists/tabbed-lists";
import { DealersTable, QuotesTable, UsersTable } from "@/features/lists/tables";
import { loadErrorStatus, useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page, usePermission } from "@/features/shell/page";
import { TwoFactorRuleCard } from "@/features/auth/two-factor-rule-card";
import { PageHeader } from "@/features/shell/page-header";
import { formatDate } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC } from "@/lib/trpc";
import { useAppNavigate } from "@/lib/navigation";

function PendingTab({ id }: { id: number }) {
  return (
    <QuotesTable name="account_pending" displayName="Pending Quotes" source={useAccountPendingQuotes(id)} />
  );
}
function DealersTab({ id }: { id: number }) {
  const navigate = useAppNavigate();
  const canCreate = usePermission("dealer.c");
  return (
    <DealersTable
      name="account_dealers"
      source={useAccountDealers(id)}
      onCreate={canCreate ? () => void navigate(`/panel/accounts/${id}/new-dealer`) : undefined}
    />
  );
}
function UsersTab({ id }: { id: number }) {
  const navigate = useAppNavigate();
  const canCreate = usePermission("user.c");
  return (
    <UsersTable
      name="account_users"
      source={useAccountUsers(id)}
      onCreate={canCreate ? () => void navigate(`/panel/accounts/${id}/new-user`) : undefined}
    />
  );
}

/** The account's edit form: read-only until 'Edit Account'; Cancel resets; Save confirms and sends changes only. */
export function AccountDetailsForm({ account }: { account: TAccount }) {
  const trpc = useTRPC();
  const save = useSave();
  const invalidates = useInvalidates();
  const update = useMutation(trpc.accounts.update.mutationOptions(invalidates("accounts")));
  const canEdit = usePermission("account.u");
  const values = useMemo(() => formValues(account, ACCOUNT_FIELDS), [account]);
  return (
    <Card className="p-5">
      <EntityForm
        schema={AccountEditSchema}
        fields={ACCOUNT_FIELDS}
        values={values}
        mode="edit"
        editLabel={canEdit ? "Edit Account" : undefined}
        confirmSave
        onSubmit={async (_values, changed) =>
          (await save("update", () => update.mutateAsync({ id: account.id, ...changed }))) !== null
        }
      />
    </Card>
  );
}

/** The page's tabs in order (its route's loader prefetches the open one's list). */
export const ACCOUNT_TABS = ["pending", "dealers", "users", "details"] as const;

export default function AccountPage() {
  const trpc = useTRPC();
  const id = useIdParam();
  // Nothing is loaded without the permission <Page> checks (product rule R38).
  const canRead = usePermission("account.r");
  const account = useQuery(trpc.accounts.get.queryOptions({ id }, { retry: false, enabled: canRead }));
  // The account's sign-in rule: for who may update the account (its admins); the server agrees.
  const canSetRules = usePermission("account.u");
  const data = account.data;
  return (
    <Page permission="account.r" loading={account.isPending} error={loadErrorStatus(account.error)}>
      {data && (
        <>
          <PageHeader
            back={<BackButton to="/panel/accounts" label="Accounts" />}
            title={data.company_name}
            description={`Account ${data.account_number}`}
          />
          <ProfileHeader
            name={data.company_name}
            subtitle={[data.city, data.state, data.country].filter(Boolean).join(", ")}
            status={data.status}
            facts={[
              { label: "Email", value: data.email },
              { label: "Phone", value: data.phone },
              { label: "Customer since", value: formatDate(data.created_at) },
            ]}
          />
          <TabbedLists
            context="account"
            label="Account"
            tabs={[
              { value: "pending", label: "Pending Quotes", render: () => <PendingTab id={id} /> },
              { value: "dealers", label: "Dealers", render: () => <DealersTab id={id} /> },
              { value: "users", label: "Users", render: () => <UsersTab id={id} /> },
              {
                value: "details",
                label: "Account Details",
                render: () => (
                  <div className="grid gap-6">
                    <AccountDetailsForm account={data} />
                    {canSetRules && <TwoFactorRuleCard company="account" id={data.id} editable />}
                  </div>
                ),
              },
            ]}
          />
        </>
      )}
    </Page>
  );
}
