import { checkPermission } from "@screens/domain/permissions";
import { useAuth } from "@/features/auth/auth-context";
import { newQuotePath } from "@/features/lists/paths";
import { useQuotesSource } from "@/features/lists/sources";
import { QuotesTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useAppNavigate } from "@/lib/navigation";

function QuotesList() {
  const { agent } = useAuth();
  const navigate = useAppNavigate();
  const canCreate = agent && checkPermission(agent.permissions, "quote.c");
  return (
    <QuotesTable
      name="quotes"
      source={useQuotesSource()}
      hideTitle
      onCreate={canCreate ? () => void navigate(newQuotePath(agent)) : undefined}
    />
  );
}

export default function QuotesPage() {
  return (
    <Page permission="quote.r">
      <PageHeader title="Quotes" description="Build, price and submit quotes for approval." />
      <QuotesList />
    </Page>
  );
}
