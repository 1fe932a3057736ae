import type { TReportFigures } from "@screens/domain/schemas";
import { lazy, Suspense, useDeferredValue, type ReactNode } from "react";
import { useInView } from "react-intersection-observer";
import { ChartLegend, type ChartConfig } from "@/components/ui/chart-legend";
import { ChartCard } from "./chart-card";
import { count, money, monthLabel } from "./format";

// recharts (~100 KB gzipped with d3) loads on its own when a plot is drawn; each plot's place is held
// at its final size meanwhile, so nothing moves when it arrives.
const loadPlots = () => import("./chart-plots");
const MonthPlot = lazy(() => loadPlots().then((module) => ({ default: module.MonthPlot })));
const RankedPlot = lazy(() => loadPlots().then((module) => ({ default: module.RankedPlot })));
const MONTH_PLOT = "aspect-[2/1] max-h-72";
const RANKED_PLOT = "aspect-auto";

/** The plot's box while its chunk loads: the size ChartContainer will have (w-full plus the class). */
function PlotPlace({ className, height }: { className: string; height?: number }) {
  return <div aria-hidden="true" className={`w-full ${className}`} style={height ? { height } : undefined} />;
}

/**
 * A plot drawn once its place comes near the screen: on a phone the charts sit below the key figures,
 * and drawing (and first loading recharts) for what nobody sees yet would hold the page's main thread.
 * The first draw is deferred (useDeferredValue): React renders it in the background, in slices, and
 * the page stays responsive; the place keeps the plot's size meanwhile. Each chart's table view is
 * always there; where IntersectionObserver is missing, the plot is drawn at once.
 */
function DeferredPlot({
  className,
  height,
  children,
}: {
  className: string;
  height?: number;
  children: ReactNode;
}) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: "200px 0px", fallbackInView: true });
  const draw = useDeferredValue(inView);
  const place = <PlotPlace className={className} height={height} />;
  if (!draw)
    return (
      <div ref={ref} data-plot-pending="">
        {place}
      </div>
    );
  return <Suspense fallback={place}>{children}</Suspense>;
}

type Figures = TReportFigures;

const monthConfig = {
  quotes: { label: "Quotes created", color: "var(--muted-foreground)", format: count },
  orders: { label: "Orders", color: "var(--brand)", format: count },
} satisfies ChartConfig;

/** Quotes created and orders placed in each month of the period. */
export function MonthChart({ figures }: { figures: Figures }) {
  return (
    <ChartCard
      title="Quotes and orders by month"
      description={`${figures.period.label}, by the month they were made`}
      rows={figures.by_month}
      rowKey={(row) => row.month}
      columns={[
        { header: "Month", cell: (row) => monthLabel(row.month) },
        { header: "Quotes created", cell: (row) => count(row.quotes), numeric: true },
        { header: "Orders", cell: (row) => count(row.orders), numeric: true },
        { header: "Order value", cell: (row) => money(row.value), numeric: true },
      ]}
      chart={
        <>
          <DeferredPlot className={MONTH_PLOT}>
            <MonthPlot config={monthConfig} data={figures.by_month} className={MONTH_PLOT} />
          </DeferredPlot>
          <ChartLegend config={monthConfig} />
        </>
      }
    />
  );
}

const valueConfig = {
  value: { label: "Order value", color: "var(--brand)", format: money },
} satisfies ChartConfig;

/** The ranked chart's height: the axis and one 34 px band per bar. */
const rankedHeight = (bars: number) => 44 + bars * 34;

/** Ranked rows (dealers, products) as horizontal bars of their value. */
export function RankedValueChart<Row extends { value: number }>({
  title,
  description,
  rows,
  name,
  rowKey,
  columns,
  valueLabel = "Order value",
}: {
  title: string;
  description?: string;
  rows: Row[];
  name: (row: Row) => string;
  rowKey: (row: Row) => string;
  columns: Parameters<typeof ChartCard<Row>>[0]["columns"];
  valueLabel?: string;
}) {
  const top = rows.slice(0, 8).map((row) => ({ name: name(row), value: row.value }));
  const config = { value: { ...valueConfig.value, label: valueLabel } } satisfies ChartConfig;
  return (
    <ChartCard
      title={title}
      description={description}
      rows={rows}
      rowKey={rowKey}
      columns={columns}
      chart={
        <DeferredPlot className={RANKED_PLOT} height={rankedHeight(top.length)}>
          <RankedPlot config={config} data={top} className={RANKED_PLOT} height={rankedHeight(top.length)} />
        </DeferredPlot>
      }
    />
  );
}
