import { useQuery } from "@tanstack/react-query";
import { checkPermission } from "@screens/domain/permissions";
import type { Agent } from "@screens/domain/agent";
import type { TReportFigures, TReportQuery } from "@screens/domain/schemas";
import { Link } from "react-router";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useTRPC } from "@/lib/trpc";
import { MonthChart, RankedValueChart } from "@/features/reports/charts";
import { count, days, money, percent } from "@/features/reports/format";
import { PeriodPicker, type PeriodValue } from "@/features/reports/period-picker";
import { reportSearch } from "@/features/reports/report-query";
import { usePreference } from "@/lib/preferences";
import { useTimeZone } from "@/lib/time-zone";
import { figuresQuery, PERIOD_COOKIE, periodFrom } from "./figures-query";
import { KeyFigure } from "./key-figure";
import type { DashboardAudience } from "./dashboard-page";

/** Where a figure's rows are: the Reports page's drill-down for report readers, else the list. */
function drillDown(agent: Agent, query: TReportQuery) {
  const reports = checkPermission(agent.permissions, "report.r");
  return {
    quotes: (extra: Record<string, string | number | boolean>, fallback = "/panel/quotes") =>
      reports ? `/panel/reports/quotes?${reportSearch(query, extra).toString()}` : fallback,
    orders: (extra: Record<string, string | number | boolean> = {}) =>
      reports ? `/panel/reports/orders?${reportSearch(query, extra).toString()}` : "/panel/orders",
  };
}

function AwaitingQueue({ figures }: { figures: TReportFigures }) {
  const { oldest, count: total } = figures.awaiting_approval;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">Awaiting approval</CardTitle>
        <CardDescription>
          {total === 0 ? "Nothing waits for approval." : `${count(total)} quotes, oldest first`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {oldest.length > 0 && (
          <ol className="divide-y">
            {oldest.map((quote) => (
              <li key={quote.id}>
                <Link
                  reloadDocument
                  to={`/panel/quotes/${quote.id}`}
                  className="flex items-center gap-3 rounded-md px-1 py-2 text-sm outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/40"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{quote.title}</span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {[quote.quote_number, quote.dealer].filter(Boolean).join(" · ")}
                    </span>
                  </span>
                  <span className="tabular-nums">{money(quote.sale_price)}</span>
                  <span
                    className="w-16 text-right text-xs font-medium text-muted-foreground tabular-nums"
                    title="Days since submission"
                  >
                    {quote.age_days === 1 ? "1 day" : `${quote.age_days} days`}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function DealerFigures({ figures, links }: { figures: TReportFigures; links: ReturnType<typeof drillDown> }) {
  const answered = figures.sent.accepted + figures.sent.declined;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <KeyFigure
        label="Open quotes"
        value={count(figures.open_quotes.count)}
        detail={`${money(figures.open_quotes.value)} now`}
        to={links.quotes({ open: true })}
      />
      <KeyFigure
        label="Sent to customers"
        value={count(figures.sent.count)}
        detail={`${percent(figures.sent.acceptance_rate)} accepted (${count(figures.sent.accepted)} of ${count(answered)} answered)`}
        to={links.quotes({ quote_status: 10 })}
      />
      <KeyFigure
        label="Awaiting approval"
        value={count(figures.awaiting_approval.count)}
        detail={`${money(figures.awaiting_approval.value)} now`}
        to={links.quotes({ open: true, quote_status: 30 }, "/panel/quotes")}
        tone={figures.awaiting_approval.count > 0 ? "attention" : "default"}
      />
      <KeyFigure
        label="Orders"
        value={count(figures.orders.count)}
        detail={money(figures.orders.value)}
        to={links.orders()}
      />
      <KeyFigure label="Quote to order" value={days(figures.avg_days_quote_to_order)} detail="on average" />
    </div>
  );
}

function StaffFigures({ figures, links }: { figures: TReportFigures; links: ReturnType<typeof drillDown> }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <KeyFigure
        label="Awaiting approval"
        value={count(figures.awaiting_approval.count)}
        detail={
          figures.awaiting_approval.oldest[0]
            ? `oldest ${figures.awaiting_approval.oldest[0].age_days} days`
            : "nothing waits"
        }
        to={links.quotes({ open: true, quote_status: 30 })}
        tone={figures.awaiting_approval.count > 0 ? "attention" : "default"}
      />
      <KeyFigure
        label="Orders"
        value={count(figures.orders.count)}
        detail={money(figures.orders.value)}
        to={links.orders()}
      />
      <KeyFigure
        label="Average lead time"
        value={days(figures.avg_lead_time_days)}
        detail="order to produced"
      />
      <KeyFigure
        label="Open quotes"
        value={count(figures.open_quotes.count)}
        detail={`${money(figures.open_quotes.value)} now`}
        to={links.quotes({ open: true })}
      />
    </div>
  );
}

/**
 * The loading figures block, laid out as the loaded one (decision 125: the page below must not move when
 * the figures arrive, CLS): the audience's key figures (one line of detail each), then its chart
 * cards at a chart card's usual height (a month chart, or eight ranked bars).
 */
function FiguresSkeleton({ audience }: { audience: DashboardAudience }) {
  const dealer = audience === "dealer";
  return (
    <div aria-hidden="true" className="grid gap-4">
      <div
        className={dealer ? "grid grid-cols-2 gap-3 lg:grid-cols-5" : "grid grid-cols-2 gap-3 lg:grid-cols-4"}
      >
        {Array.from({ length: dealer ? 5 : 4 }, (_, index) => (
          <Skeleton key={index} className="h-27 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: dealer ? 2 : 4 }, (_, index) => (
          <Skeleton key={index} className="h-72 rounded-xl lg:h-90" />
        ))}
      </div>
    </div>
  );
}

/** The figures panel that opens every dashboard (decision 110): the period, key figures, charts. */
export function DashboardFigures({ agent, audience }: { agent: Agent; audience: DashboardAudience }) {
  const trpc = useTRPC();
  const [period, setPeriod] = usePreference(PERIOD_COOKIE, periodFrom);
  const query = figuresQuery(period, useTimeZone());
  const figures = useQuery(
    trpc.reports.figures.queryOptions(query, {
      placeholderData: (previous) => previous,
      retry: false,
    }),
  );
  const links = drillDown(agent, query);
  const choose = (value: PeriodValue) => setPeriod(value, JSON.stringify);
  const data = figures.data;
  return (
    <section aria-labelledby="figures-heading" className="mb-8 grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="figures-heading" className="text-lg font-semibold tracking-tight">
            Key figures
          </h2>
          {data ? (
            <p className="text-sm text-muted-foreground">
              {data.period.label}: {data.period.from} to {data.period.to}
            </p>
          ) : (
            // The period line's place (its usual width) while the figures load: nothing moves after.
            <Skeleton className="mt-0.5 h-4 w-60 max-w-full" />
          )}
        </div>
        <PeriodPicker value={period} onChange={choose} />
      </div>
      {figures.isError && (
        <p role="alert" className="text-sm text-destructive">
          The figures could not be loaded.
        </p>
      )}
      {!data && !figures.isError && <FiguresSkeleton audience={audience} />}
      {data && (
        <div aria-busy={figures.isFetching || undefined} className="grid grid-cols-1 gap-4">
          {audience === "dealer" ? (
            <DealerFigures figures={data} links={links} />
          ) : (
            <StaffFigures figures={data} links={links} />
          )}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {audience === "dealer" ? (
              <>
                <MonthChart figures={data} />
                <RankedValueChart
                  title="Orders by housing type"
                  description="Units on the period's orders"
                  valueLabel="Units' value"
                  rows={data.orders_by_product.housing_type}
                  name={(row) => row.label}
                  rowKey={(row) => row.key}
                  columns={[
                    { header: "Housing type", cell: (row) => row.label },
                    { header: "Units", cell: (row) => count(row.units), numeric: true },
                    { header: "Orders", cell: (row) => count(row.orders), numeric: true },
                    { header: "Units' value", cell: (row) => money(row.value), numeric: true },
                  ]}
                />
              </>
            ) : (
              <>
                <AwaitingQueue figures={data} />
                <MonthChart figures={data} />
                <RankedValueChart
                  title="Orders by dealer"
                  description="What each dealer owes for the period's orders"
                  rows={data.orders_by_dealer}
                  name={(row) => row.company_name}
                  rowKey={(row) => String(row.dealer_id)}
                  columns={[
                    { header: "Dealer", cell: (row) => row.company_name },
                    { header: "Orders", cell: (row) => count(row.count), numeric: true },
                    { header: "Value", cell: (row) => money(row.value), numeric: true },
                  ]}
                />
                <ProductCharts figures={data} />
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

const PRODUCT_DIMENSIONS = [
  ["housing_type", "Housing type"],
  ["fabric_collection", "Fabric collection"],
  ["motor_brand", "Motor brand"],
] as const;

/** Orders by product: one chart, a choice of housing type, fabric collection or motor brand. */
function ProductCharts({ figures }: { figures: TReportFigures }) {
  const [dimension, setDimension] = useState<(typeof PRODUCT_DIMENSIONS)[number][0]>("housing_type");
  const label = PRODUCT_DIMENSIONS.find(([key]) => key === dimension)?.[1] ?? "";
  return (
    <div className="grid gap-2">
      <div role="group" aria-label="Product" className="flex flex-wrap gap-1">
        {PRODUCT_DIMENSIONS.map(([key, name]) => (
          <button
            key={key}
            type="button"
            aria-pressed={dimension === key}
            onClick={() => setDimension(key)}
            className="rounded-md border px-2.5 py-1 text-xs font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
          >
            {name}
          </button>
        ))}
      </div>
      <RankedValueChart
        title={`Orders by ${label.toLowerCase()}`}
        description="Units on the period's orders and their dealer price"
        valueLabel="Units' value"
        rows={figures.orders_by_product[dimension]}
        name={(row) => row.label}
        rowKey={(row) => row.key}
        columns={[
          { header: label, cell: (row) => row.label },
          { header: "Units", cell: (row) => count(row.units), numeric: true },
          { header: "Orders", cell: (row) => count(row.orders), numeric: true },
          { header: "Units' value", cell: (row) => money(row.value), numeric: true },
        ]}
      />
    </div>
  );
}
