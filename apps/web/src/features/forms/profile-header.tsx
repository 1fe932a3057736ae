import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/features/lists/status-badge";
import { cn } from "@/lib/utils";

export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join("") || "?"
  );
}

/** The top card of a person or company page: initials, name, facts, status. */
export function ProfileHeader({
  name,
  subtitle,
  status,
  facts,
}: {
  name: string;
  subtitle?: ReactNode;
  status?: number;
  facts?: { label: string; value: ReactNode }[];
}) {
  return (
    <Card className="mb-6 p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-soft text-lg font-semibold text-brand-strong"
        >
          {initials(name)}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="truncate text-lg font-semibold">{name}</p>
            {status !== undefined && <StatusBadge kind="record" status={status} />}
          </div>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
      </div>
      {facts && facts.length > 0 && (
        <dl
          className={cn(
            "mt-4 grid gap-3 border-t pt-4 text-sm",
            // Four facts: two rows of two, then one row; never three and a lone one.
            facts.length === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3",
          )}
        >
          {facts.map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="truncate font-medium">{fact.value || "—"}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
