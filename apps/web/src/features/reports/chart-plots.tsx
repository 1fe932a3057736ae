// The recharts plots of the report charts (charts.tsx): a chunk of their own, loaded when a chart is
// first shown, so the dashboard's figures paint without recharts (decision 126).
import type { TReportFigures } from "@screens/domain/schemas";
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";
import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { monthLabel, shortMoney } from "./format";

/** Quotes created and orders placed per month, as two bars. */
export function MonthPlot({
  config,
  data,
  className,
}: {
  config: ChartConfig;
  data: TReportFigures["by_month"];
  className: string;
}) {
  return (
    <ChartContainer config={config} className={className}>
      <BarChart data={data} margin={{ left: -16, right: 8 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="month" tickLine={false} axisLine={false} tickFormatter={monthLabel} minTickGap={12} />
        <YAxis tickLine={false} axisLine={false} allowDecimals={false} width={48} />
        <ChartTooltip content={<ChartTooltipContent formatLabel={monthLabel} />} />
        <Bar dataKey="quotes" fill="var(--color-quotes)" radius={[3, 3, 0, 0]} />
        <Bar dataKey="orders" fill="var(--color-orders)" radius={[3, 3, 0, 0]} />
      </BarChart>
    </ChartContainer>
  );
}

/** Named values as horizontal bars, largest first (the caller ranks and cuts them). */
export function RankedPlot({
  config,
  data,
  className,
  height,
}: {
  config: ChartConfig;
  data: { name: string; value: number }[];
  className: string;
  height: number;
}) {
  return (
    <ChartContainer config={config} className={className} style={{ height }}>
      <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
        <CartesianGrid horizontal={false} />
        <XAxis type="number" tickLine={false} axisLine={false} tickFormatter={shortMoney} />
        <YAxis type="category" dataKey="name" tickLine={false} axisLine={false} width={140} />
        <ChartTooltip content={<ChartTooltipContent />} />
        <Bar dataKey="value" fill="var(--color-value)" radius={[0, 3, 3, 0]} />
      </BarChart>
    </ChartContainer>
  );
}
