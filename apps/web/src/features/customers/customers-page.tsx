import { isStaff } from "@screens/domain/roles";
import { useAuth } from "@/features/auth/auth-context";
import { newCustomerPath } from "@/features/lists/paths";
import { useCustomersSource } from "@/features/lists/sources";
import { CustomersTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useCreateAction } from "@/features/lists/use-create-action";

function CustomersList() {
  const onCreate = useCreateAction(newCustomerPath);
  return <CustomersTable name="customers" source={useCustomersSource()} hideTitle onCreate={onCreate} />;
}

export default function CustomersPage() {
  const { agent } = useAuth();
  // Staff see every dealer's customers; a dealer user sees their own (tenancy, docs/permissions.md).
  const description =
    agent && !isStaff(agent.role_id)
      ? `Your customers at ${agent.dealer?.company_name ?? "your dealership"}: pick one to start a quote.`
      : "The end customers of every dealer.";
  return (
    <Page permission="customer.r">
      <PageHeader title="Customers" description={description} />
      <CustomersList />
    </Page>
  );
}
