import type { TReportFigures } from "@screens/domain";
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import {
  ChartContainer,
  ChartLegend,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/components/ui/chart";
import { ChartCard } from "./chart-card";
import { count, money, monthLabel, shortMoney } from "./format";

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
          <ChartContainer config={monthConfig} className="aspect-[2/1] max-h-72">
            <BarChart data={figures.by_month} margin={{ left: -16, right: 8 }}>
              <CartesianGrid vertical={false} />
              <XAxis
                dataKey="month"
                tickLine={false}
                axisLine={false}
                tickFormatter={monthLabel}
                minTickGap={12}
              />
              <YAxis tickLine={false} axisLine={false} allowDecimals={false} width={48} />
              <ChartTooltip content={<ChartTooltipContent formatLabel={monthLabel} />} />
              <Bar dataKey="quotes" fill="var(--color-quotes)" radius={[3, 3, 0, 0]} />
              <Bar dataKey="orders" fill="var(--color-orders)" radius={[3, 3, 0, 0]} />
            </BarChart>
          </ChartContainer>
          <ChartLegend config={monthConfig} />
        </>
      }
    />
  );
}

const valueConfig = {
  value: { label: "Order value", color: "var(--brand)", format: money },
} satisfies ChartConfig;

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
        <ChartContainer config={config} className="aspect-auto" style={{ height: 44 + top.length * 34 }}>
          <BarChart data={top} layout="vertical" margin={{ left: 8, right: 16 }}>
            <CartesianGrid horizontal={false} />
            <XAxis type="number" tickLine={false} axisLine={false} tickFormatter={shortMoney} />
            <YAxis type="category" dataKey="name" tickLine={false} axisLine={false} width={140} />
            <ChartTooltip content={<ChartTooltipContent />} />
            <Bar dataKey="value" fill="var(--color-value)" radius={[0, 3, 3, 0]} />
          </BarChart>
        </ChartContainer>
      }
    />
  );
}
