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
  return (
    <Page permission="customer.r">
      <PageHeader title="Customers" description="The end customers of every dealer." />
      <CustomersList />
    </Page>
  );
}
