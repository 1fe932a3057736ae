import { useNavigate } from "react-router-dom";
import { useAuth } from "@/features/auth/auth-context";
import { newCustomerPath } from "@/features/lists/paths";
import { useCustomersSource } from "@/features/lists/sources";
import { CustomersTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";

function CustomersList() {
  const { agent } = useAuth();
  const navigate = useNavigate();
  // 'Add Customer' for a dealer's users who may create customers (staff add them on a dealer's page).
  const path = agent ? newCustomerPath(agent) : undefined;
  return (
    <CustomersTable
      name="customers"
      source={useCustomersSource()}
      hideTitle
      onCreate={path ? () => navigate(path) : undefined}
    />
  );
}

export default function CustomersPage() {
  return (
    <Page permission="customer.r">
      <PageHeader title="Customers" description="The end customers of every dealer." />
      <CustomersList />
    </Page>
  );
}
