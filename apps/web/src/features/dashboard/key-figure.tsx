import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** One key figure: its name, the number, one line of context; a link to the rows behind it. */
export function KeyFigure({
  label,
  value,
  detail,
  to,
  tone = "default",
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  to?: string;
  tone?: "default" | "attention";
}) {
  const body = (
    <>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">{value}</dd>
      {detail && <dd className="mt-0.5 text-xs text-muted-foreground tabular-nums">{detail}</dd>}
    </>
  );
  return (
    <Card
      className={cn(
        "relative p-4",
        tone === "attention" && "border-brand/60",
        to && "transition-colors focus-within:ring-[3px] focus-within:ring-ring/40 hover:bg-accent/50",
      )}
    >
      <dl>{body}</dl>
      {to && (
        <Link
          reloadDocument
          to={to}
          className="absolute inset-0 rounded-xl outline-none"
          aria-label={`${label}: show them`}
        />
      )}
    </Card>
  );
}
