import { isStaff } from "@screens/domain/roles";
import { useAuth } from "@/features/auth/auth-context";
import { newDealerPath } from "@/features/lists/paths";
import { useDealersSource } from "@/features/lists/sources";
import { DealersTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useCreateAction } from "@/features/lists/use-create-action";

function DealersList() {
  const onCreate = useCreateAction(newDealerPath);
  return <DealersTable name="dealers" source={useDealersSource()} hideTitle onCreate={onCreate} />;
}

export default function DealersPage() {
  const { agent } = useAuth();
  return (
    <Page permission="dealer.r" allowed={!!agent && isStaff(agent.role_id)}>
      <PageHeader title="Dealers" description="Dealers, their discounts and their teams." />
      <DealersList />
    </Page>
  );
}
