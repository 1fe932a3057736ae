import {
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from "react";
import { ResponsiveContainer, Tooltip, type TooltipContentProps } from "recharts";
import { cn } from "@/lib/utils";
import type { ChartConfig } from "./chart-legend";

// The legend and the config type live apart from recharts (chart-legend.tsx), so a chart's card can
// render before its plot's chunk has loaded.
export { ChartLegend, type ChartConfig } from "./chart-legend";

/**
 * shadcn/ui's chart component, on recharts: a config names each series (label and colour), the
 * container turns the colours into `--color-{key}` CSS variables so the series paint with
 * `var(--color-{key})`. Colours are the theme's tokens (`var(--brand)`, ...), so light and dark
 * follow styles.css without a colour written here.
 */
const ChartContext = createContext<ChartConfig | null>(null);

function useChartConfig(): ChartConfig {
  const config = useContext(ChartContext);
  if (!config) throw new Error("Chart parts must be inside <ChartContainer>.");
  return config;
}

export function ChartContainer({
  config,
  className,
  style,
  children,
  ...props
}: ComponentProps<"div"> & {
  config: ChartConfig;
  children: ComponentProps<typeof ResponsiveContainer>["children"];
}) {
  const id = useId();
  const colours = Object.fromEntries(
    Object.entries(config).map(([key, series]) => [`--color-${key}`, series.color]),
  ) as CSSProperties;
  return (
    <ChartContext.Provider value={config}>
      <div
        data-chart={id}
        style={{ ...colours, ...style }}
        className={cn(
          "aspect-video w-full text-xs",
          // recharts' own strokes and labels in the theme's colours.
          "[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border",
          "[&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-surface]:outline-none",
          className,
        )}
        {...props}
      >
        <ResponsiveContainer>{children}</ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

export const ChartTooltip = Tooltip;

/** The tooltip's card: each series' colour, label and formatted value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  formatLabel,
}: Partial<Omit<TooltipContentProps<number, string>, "labelFormatter">> & {
  formatLabel?: (label: string) => ReactNode;
}) {
  const config = useChartConfig();
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-36 gap-1.5 rounded-lg border bg-popover px-2.5 py-1.5 text-xs text-popover-foreground shadow-md">
      <div className="font-medium">{formatLabel ? formatLabel(String(label)) : label}</div>
      {payload.map((item) => {
        const key = String(item.dataKey);
        const series = config[key];
        const value = Number(item.value ?? 0);
        return (
          <div key={key} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-2.5 shrink-0 rounded-[2px]"
              style={{ background: `var(--color-${key})` }}
            />
            <span className="text-muted-foreground">{series?.label ?? key}</span>
            <span className="ml-auto font-mono font-medium tabular-nums">
              {series?.format ? series.format(value) : value.toLocaleString("en-US")}
            </span>
          </div>
        );
      })}
    </div>
  );
}
