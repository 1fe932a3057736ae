import { checkPermission } from "@screens/domain/permissions";
import { useSearchParams } from "react-router";
import { useAuth } from "@/features/auth/auth-context";
import { newQuotePath } from "@/features/lists/paths";
import { useQuotesSource } from "@/features/lists/sources";
import { QuotesTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useAppNavigate } from "@/lib/navigation";
import { ownerChoiceOf, ownerIdOf, type OwnerChoice } from "./owner-filter";
import { OwnerFilterSelect } from "./owner-filter-select";
import { StatusFilterSelect, statusFilterOf } from "./status-filter";

function QuotesList() {
  const { agent } = useAuth();
  const navigate = useAppNavigate();
  const [params, setParams] = useSearchParams();
  const choice = ownerChoiceOf(params, agent);
  const canCreate = agent && checkPermission(agent.permissions, "quote.c");
  const status = statusFilterOf(params);
  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value === undefined) updated.delete(name);
        else updated.set(name, value);
        return updated;
      },
      { replace: true },
    );
  const choose = (next: OwnerChoice) => setParam("owner", next);
  return (
    <QuotesTable
      name="quotes"
      source={useQuotesSource(true, ownerIdOf(choice, agent), status)}
      hideTitle
      onCreate={canCreate ? () => void navigate(newQuotePath(agent)) : undefined}
      toolbarExtras={
        agent && (
          <>
            <StatusFilterSelect value={status} onChange={(next) => setParam("status", next?.toString())} />
            <OwnerFilterSelect agent={agent} value={choice} onChange={choose} />
          </>
        )
      }
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
