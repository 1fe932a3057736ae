import { useAccountsSource } from "@/features/lists/sources";
import { AccountsTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";

export default function AccountsPage() {
  return (
    <Page permission="account.r">
      <PageHeader title="Accounts" description="Manufacturer accounts, their dealers and teams." />
      <AccountsList />
    </Page>
  );
}

function AccountsList() {
  return <AccountsTable name="accounts" source={useAccountsSource()} hideTitle />;
}
