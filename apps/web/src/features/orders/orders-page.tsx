import { useOrdersSource } from "@/features/lists/sources";
import { OrdersTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";

function OrdersList() {
  return <OrdersTable name="orders" source={useOrdersSource()} hideTitle />;
}

export default function OrdersPage() {
  return (
    <Page permission="order.r">
      <PageHeader title="Orders" description="Approved quotes on their way through production." />
      <OrdersList />
    </Page>
  );
}
