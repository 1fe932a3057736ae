import { cn } from "@/lib/utils";

/** Each series of a chart: its name, colour (a theme token) and how its values read. */
export type ChartConfig = Record<
  string,
  { label: string; color: string; format?: (value: number) => string }
>;

/** The series' colours and names under a chart (a legend that needs no hover). */
export function ChartLegend({ config, className }: { config: ChartConfig; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap items-center justify-center gap-4 pt-2 text-xs", className)}>
      {Object.entries(config).map(([key, series]) => (
        <li key={key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-[2px]" style={{ background: series.color }} />
          {series.label}
        </li>
      ))}
    </ul>
  );
}
