import { useQuery } from "@tanstack/react-query";
import { PLANNED_LEAD_TIME_TEXT } from "@screens/domain/production";
import { LEAD_TIME_TEXT } from "@screens/domain/status";
import type { TOrderListItem } from "@screens/domain/schemas";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { StatusBadge } from "@/features/lists/status-badge";
import { calendarDay } from "@/lib/calendar-day";
import type { Trpc } from "@/lib/trpc";
import { useTRPC } from "@/lib/trpc";

/** How many open orders the card lists; the Orders page has them all. */
const SHOWN = 6;

/** The dealer's newest orders, the card's read (the dashboard's loader reads it on the server too). */
export const openOrdersQuery = (trpc: Trpc) =>
  trpc.orders.list.queryOptions({ sort: "-created_at", limit: 100 }, { retry: false });

/** Orders still to ship (a ship date, decision 172), the soonest first. */
export function openOrders(rows: readonly TOrderListItem[]): TOrderListItem[] {
  return rows
    .filter((row) => row.ship_date !== null)
    .sort((a, b) => (a.ship_date?.date ?? "").localeCompare(b.ship_date?.date ?? "") || a.id - b.id);
}

/** A row's ship line: the planned day, else the standard lead time's text (decision 188). */
export function shipText(row: TOrderListItem): string {
  if (row.ship_date?.source === "capacity") return `Ships ${calendarDay(row.ship_date.date, true)}`;
  return LEAD_TIME_TEXT;
}

/**
 * The dealer's open orders on the dashboard (decision 188): each with its ship date planned from
 * the factory's capacity (decision 172), where the panel promised only the standard lead time;
 * the lead time's text while the manufacturer has no production line.
 */
export function OpenOrders() {
  const trpc = useTRPC();
  const orders = useQuery(openOrdersQuery(trpc));
  const open = openOrders(orders.data ?? []);
  if (open.length === 0) return null;
  const planned = open.some((row) => row.ship_date?.source === "capacity");
  return (
    <Card className="gap-2" data-testid="open-orders">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
          Open orders
        </CardTitle>
        <CardDescription>
          {planned
            ? `${PLANNED_LEAD_TIME_TEXT}; dates move as the factory works.`
            : `Standard production lead time is ${LEAD_TIME_TEXT}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {open.slice(0, SHOWN).map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
              <Link to={`/panel/orders/${row.id}`} className="font-mono text-xs font-medium hover:underline">
                {row.order_number ?? `#${row.id}`}
              </Link>
              <span className="min-w-0 flex-1 break-words">{row.quote.title}</span>
              <StatusBadge kind="order" status={row.status} />
              <span
                className={
                  row.ship_date?.source === "capacity"
                    ? "w-full font-medium tabular-nums sm:w-auto"
                    : "w-full text-muted-foreground sm:w-auto"
                }
              >
                {shipText(row)}
              </span>
            </li>
          ))}
        </ul>
        {open.length > SHOWN && (
          <Link
            to="/panel/orders"
            className="mt-2 inline-block text-sm font-medium text-primary hover:underline"
          >
            All {open.length} open orders
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
