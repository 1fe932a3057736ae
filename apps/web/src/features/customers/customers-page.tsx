import { useCustomersSource } from "@/features/lists/sources";
import { CustomersTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";

function CustomersList() {
  return <CustomersTable name="customers" source={useCustomersSource()} hideTitle />;
}

export default function CustomersPage() {
  return (
    <Page permission="customer.r">
      <PageHeader title="Customers" description="The end customers of every dealer." />
      <CustomersList />
    </Page>
  );
}
