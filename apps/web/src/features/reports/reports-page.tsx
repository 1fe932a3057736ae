import { useQuery } from "@tanstack/react-query";
import type { TReportFigures, TReportQuery } from "@screens/domain/schemas";
import { Download, UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useAuth } from "@/features/auth/auth-context";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useTRPC } from "@/lib/trpc";
import { count, days, money, monthLabel, percent } from "./format";
import { ReportFilters } from "./report-filters";
import { useTimeZone } from "@/lib/time-zone";
import { reportQueryFrom, reportSearch } from "./report-query";

type Extra = Record<string, string | number | boolean>;

/** One table of the report; each row may open the quotes or orders behind it. */
function ReportTable<Row>({
  title,
  rows,
  rowKey,
  columns,
  link,
}: {
  title: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: { header: string; cell: (row: Row) => ReactNode; numeric?: boolean }[];
  link?: (row: Row) => { to: string; label: string } | null;
}) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No data in this period.</p>
        ) : (
          <Table aria-label={title} keyboardScroll>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {columns.map((column) => (
                  <TableHead key={column.header} className={column.numeric ? "text-right" : undefined}>
                    {column.header}
                  </TableHead>
                ))}
                {link && (
                  <TableHead className="w-24">
                    <span className="sr-only">Drill down</span>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => {
                const target = link?.(row);
                return (
                  <TableRow key={rowKey(row)}>
                    {columns.map((column) => (
                      <TableCell
                        key={column.header}
                        className={column.numeric ? "text-right tabular-nums" : undefined}
                      >
                        {column.cell(row)}
                      </TableCell>
                    ))}
                    {link && (
                      <TableCell className="text-right">
                        {target && (
                          <Link
                            reloadDocument
                            to={target.to}
                            className="text-sm font-medium text-brand-strong underline-offset-4 hover:underline"
                          >
                            {target.label}
                          </Link>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function ReportTables({ figures, query }: { figures: TReportFigures; query: TReportQuery }) {
  const quotes = (extra: Extra, label = "Quotes") => ({
    to: `/panel/reports/quotes?${reportSearch(query, extra).toString()}`,
    label,
  });
  const orders = (extra: Extra = {}) => ({
    to: `/panel/reports/orders?${reportSearch(query, extra).toString()}`,
    label: "Orders",
  });
  const summary = [
    {
      name: "Open quotes (now)",
      count: figures.open_quotes.count,
      value: money(figures.open_quotes.value),
      link: quotes({ open: true }),
    },
    {
      name: "Awaiting approval (now)",
      count: figures.awaiting_approval.count,
      value: money(figures.awaiting_approval.value),
      link: quotes({ open: true, quote_status: 30 }),
    },
    {
      name: "Quotes created",
      count: figures.quotes_created.count,
      value: money(figures.quotes_created.value),
      link: quotes({}),
    },
    {
      name: "Sent to customers",
      count: figures.sent.count,
      value: `${percent(figures.sent.acceptance_rate)} accepted`,
      link: null,
    },
    { name: "Orders", count: figures.orders.count, value: money(figures.orders.value), link: orders() },
    {
      name: "Average days from quote to order",
      count: null,
      value: days(figures.avg_days_quote_to_order),
      link: null,
    },
    {
      name: "Average lead time (order to produced)",
      count: null,
      value: days(figures.avg_lead_time_days),
      link: null,
    },
  ];
  const productColumns = (header: string) => [
    { header, cell: (row: TReportFigures["orders_by_product"]["housing_type"][number]) => row.label },
    { header: "Units", cell: (row: { units: number }) => count(row.units), numeric: true },
    { header: "Orders", cell: (row: { orders: number }) => count(row.orders), numeric: true },
    { header: "Units' value", cell: (row: { value: number }) => money(row.value), numeric: true },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ReportTable
        title="Summary"
        rows={summary}
        rowKey={(row) => row.name}
        columns={[
          { header: "Figure", cell: (row) => row.name },
          { header: "Count", cell: (row) => (row.count === null ? "" : count(row.count)), numeric: true },
          { header: "Value", cell: (row) => row.value, numeric: true },
        ]}
        link={(row) => row.link}
      />
      <ReportTable
        title="By month"
        rows={figures.by_month}
        rowKey={(row) => row.month}
        columns={[
          { header: "Month", cell: (row) => monthLabel(row.month) },
          { header: "Quotes", cell: (row) => count(row.quotes), numeric: true },
          { header: "Orders", cell: (row) => count(row.orders), numeric: true },
          { header: "Order value", cell: (row) => money(row.value), numeric: true },
        ]}
      />
      <ReportTable
        title="Orders by dealer"
        rows={figures.orders_by_dealer}
        rowKey={(row) => String(row.dealer_id)}
        columns={[
          { header: "Dealer", cell: (row) => row.company_name },
          { header: "Orders", cell: (row) => count(row.count), numeric: true },
          { header: "Value", cell: (row) => money(row.value), numeric: true },
        ]}
        link={(row) => (row.dealer_id === null ? null : orders({ dealer_id: row.dealer_id }))}
      />
      <ReportTable
        title="Quotes by status"
        rows={figures.quotes_by_status}
        rowKey={(row) => String(row.status)}
        columns={[
          { header: "Status", cell: (row) => row.label },
          { header: "Quotes", cell: (row) => count(row.count), numeric: true },
          { header: "Value", cell: (row) => money(row.value), numeric: true },
        ]}
        link={(row) => quotes({ quote_status: row.status })}
      />
      <ReportTable
        title="Orders by status"
        rows={figures.orders_by_status}
        rowKey={(row) => String(row.status)}
        columns={[
          { header: "Status", cell: (row) => row.label },
          { header: "Orders", cell: (row) => count(row.count), numeric: true },
          { header: "Value", cell: (row) => money(row.value), numeric: true },
        ]}
        link={(row) => orders({ order_status: row.status })}
      />
      {(
        [
          ["housing_type", "Housing type"],
          ["fabric_collection", "Fabric collection"],
          ["motor_brand", "Motor brand"],
        ] as const
      ).map(([dimension, header]) => (
        <ReportTable
          key={dimension}
          title={`Orders by ${header.toLowerCase()}`}
          rows={figures.orders_by_product[dimension]}
          rowKey={(row) => row.key}
          columns={productColumns(header)}
          link={(row) => (row.key ? orders({ [dimension]: row.key }) : null)}
        />
      ))}
    </div>
  );
}

/** The Reports page (decision 110): the figures as tables with filters, drill-down and Excel. */
export default function ReportsPage() {
  const trpc = useTRPC();
  const { agent } = useAuth();
  const [params, setParams] = useSearchParams();
  const query = reportQueryFrom(params, useTimeZone());
  const figures = useQuery(
    trpc.reports.figures.queryOptions(query, {
      placeholderData: (previous) => previous,
      retry: false,
    }),
  );
  const change = (patch: Partial<TReportQuery>) =>
    setParams(reportSearch({ ...query, ...patch }), { replace: true });
  return (
    <Page permission="report.r">
      <PageHeader
        title="Reports"
        description="Quotes and orders in a period, by dealer, month, status and product."
        actions={
          <>
            {/* The pipeline by rep: one dealer's quotes by owner and stage (decision 158). */}
            <Link
              reloadDocument
              to="/panel/reports/pipeline"
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <UsersRound aria-hidden="true" />
              Pipeline by rep
            </Link>
            <a
              href={`/api/reports/export.xlsx?${reportSearch(query).toString()}`}
              download
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <Download aria-hidden="true" />
              Export Excel
            </a>
          </>
        }
      />
      {agent && (
        <div className="mb-6">
          <ReportFilters agent={agent} query={query} onChange={change} />
        </div>
      )}
      {figures.isError && (
        <p role="alert" className="text-sm text-destructive">
          The report could not be loaded.
        </p>
      )}
      {!figures.data && !figures.isError && <Skeleton className="h-64 rounded-xl" />}
      {figures.data && (
        <div aria-busy={figures.isFetching || undefined}>
          <p className="mb-3 text-sm text-muted-foreground">
            {figures.data.period.label}: {figures.data.period.from} to {figures.data.period.to} (
            {figures.data.period.tz})
          </p>
          <ReportTables figures={figures.data} query={query} />
        </div>
      )}
    </Page>
  );
}
