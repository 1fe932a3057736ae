import { isStaff } from "@screens/domain";
import { useNavigate } from "react-router-dom";
import { useAuth } from "@/features/auth/auth-context";
import { newDealerPath } from "@/features/lists/paths";
import { useDealersSource } from "@/features/lists/sources";
import { DealersTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";

function DealersList() {
  const { agent } = useAuth();
  const navigate = useNavigate();
  const path = agent ? newDealerPath(agent) : undefined;
  return (
    <DealersTable
      name="dealers"
      source={useDealersSource()}
      hideTitle
      onCreate={path ? () => navigate(path) : undefined}
    />
  );
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
