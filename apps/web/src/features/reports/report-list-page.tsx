import { useLocation, useSearchParams } from "react-router";
import { useListSource } from "@/components/data-table";
import { reportOrdersList, reportQuotesList } from "@/features/lists/list-queries";
import { OrdersTable, QuotesTable } from "@/features/lists/tables";
import { Page } from "@/features/shell/page";
import { BackButton } from "@/features/shell/back-button";
import { PageHeader } from "@/features/shell/page-header";
import { useTRPC, useTRPCClient } from "@/lib/trpc";
import { useTimeZone } from "@/lib/time-zone";
import { reportListQueryFrom, reportSearch } from "./report-query";

/** The rows behind a report's figure: its filters from the address, the list's own table. */
function useReportRows() {
  const [params] = useSearchParams();
  const query = reportListQueryFrom(params, useTimeZone());
  const search = reportSearch(query, query.open ? { open: true } : {}).toString();
  return { query, search, trpc: useTRPC(), client: useTRPCClient() };
}

function ReportQuotes() {
  const { query, search, trpc, client } = useReportRows();
  const source = useListSource(reportQuotesList(trpc, client, query));
  return (
    <QuotesTable
      name="report_quotes"
      source={{ ...source, serverSide: undefined, exportPath: `/api/reports/quotes/export.csv?${search}` }}
      hideTitle
    />
  );
}

function ReportOrders() {
  const { query, search, trpc, client } = useReportRows();
  const source = useListSource(reportOrdersList(trpc, client, query));
  return (
    <OrdersTable
      name="report_orders"
      source={{ ...source, serverSide: undefined, exportPath: `/api/reports/orders/export.csv?${search}` }}
      hideTitle
    />
  );
}

/** /panel/reports/quotes and /panel/reports/orders: the drill-down of the Reports page. */
export default function ReportListPage() {
  const { pathname, search } = useLocation();
  const orders = pathname.endsWith("/orders");
  return (
    <Page permission={orders ? "report.r, order.r" : "report.r, quote.r"}>
      <PageHeader
        title={orders ? "Orders in the report" : "Quotes in the report"}
        description="The rows behind the figure, with the report's filters."
        back={<BackButton to={`/panel/reports${search}`} label="Reports" />}
      />
      {orders ? <ReportOrders /> : <ReportQuotes />}
    </Page>
  );
}
