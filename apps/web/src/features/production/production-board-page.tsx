import { useQuery } from "@tanstack/react-query";
import { isStaff } from "@screens/domain/roles";
import { LEAD_TIME_TEXT } from "@screens/domain/status";
import { PRODUCTION_STEP_LABELS, PRODUCTION_STEPS } from "@screens/domain/production";
import type { TBoardOrder, TProductionBoard } from "@screens/domain/schemas";
import { CalendarClock, Check, Factory, Settings2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/features/auth/auth-context";
import { loadErrorStatus } from "@/features/lists/use-id-param";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { calendarDay } from "@/lib/calendar-day";
import { CapacityDialog } from "./capacity-dialog";
import { ScanCard } from "./scan-card";
import { UndoStepButton } from "./undo-step";
import { OrderMoves } from "@/features/orders/order-moves";

/** The board refreshes itself: other stations scan too. */
const REFRESH_MS = 30_000;

function ShipLine({ order, today }: { order: TBoardOrder; today: string }) {
  if (!order.ship) return null;
  const text = `Ships ${calendarDay(order.ship.date, true)}`;
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
      <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
      <span className={cn(order.late && "font-medium text-amber-700 dark:text-amber-300")}>{text}</span>
      {order.late && <Badge variant="warning">Late</Badge>}
      {order.ship.source === "lead_time" && <span>(standard lead time)</span>}
      {order.ship.date === today && !order.late && <Badge variant="brand">Today</Badge>}
    </p>
  );
}

/** A unit's steps as five marks: done, or still to do; the steps the agent may undo (decision 187). */
function UnitSteps({ unit, orderStatus }: { unit: TBoardOrder["units"][number]; orderStatus: number }) {
  return (
    <li className="grid gap-1">
      <span className="text-xs font-medium">
        {unit.name}
        {unit.quantity > 1 && <span className="text-muted-foreground"> × {unit.quantity}</span>}
        <span className="font-normal text-muted-foreground">
          {" "}
          · {unit.next ? `next: ${PRODUCTION_STEP_LABELS[unit.next]}` : "packed"}
        </span>
      </span>
      <span role="group" className="flex flex-wrap gap-1" aria-label={`Steps of ${unit.name}`}>
        {PRODUCTION_STEPS.map((step) => {
          const done = unit.done.includes(step);
          return (
            <span
              key={step}
              title={PRODUCTION_STEP_LABELS[step]}
              className={cn(
                "inline-flex items-center gap-0.5 rounded border px-1.5 py-0.5 text-[11px] leading-none",
                done
                  ? "border-transparent bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-300"
                  : "text-muted-foreground",
              )}
            >
              {done && <Check className="size-3" aria-hidden="true" />}
              {PRODUCTION_STEP_LABELS[step]}
              <span className="sr-only">{done ? " done" : " to do"}</span>
            </span>
          );
        })}
      </span>
      {unit.undoable.length > 0 && (
        <span className="flex flex-wrap gap-1">
          {unit.undoable.map((step) => (
            <UndoStepButton key={step} target={{ unit, step, orderStatus }} />
          ))}
        </span>
      )}
    </li>
  );
}

function OrderCard({ order, today }: { order: TBoardOrder; today: string }) {
  const name = order.order_number ?? `#${order.id}`;
  // A Produced order's units stay listed while one of them may be undone (decision 187).
  const open =
    order.status !== 50 && (order.status !== 20 || order.units.some((unit) => unit.undoable.length > 0));
  return (
    <li className="min-w-0">
      <Card className="min-w-0 gap-3 py-4" data-testid={`board-order-${order.id}`}>
        <CardContent className="grid gap-2 px-4">
          <div className="flex flex-wrap items-baseline justify-between gap-x-2">
            <Link to={`/panel/orders/${order.id}`} className="font-semibold hover:underline">
              {name}
            </Link>
            <span className="text-xs whitespace-nowrap text-muted-foreground">
              {order.units_packed} of {order.units_total} packed
            </span>
          </div>
          <p className="min-w-0 text-sm break-words">
            {order.dealer ?? "No dealer"}
            <span className="text-muted-foreground"> · {order.title}</span>
          </p>
          <ShipLine order={order} today={today} />
          {order.line && <p className="text-xs text-muted-foreground">Line: {order.line}</p>}
          {open && order.units.length > 0 && (
            <details className="group">
              <summary className="cursor-pointer text-xs font-medium text-primary select-none">
                Units ({order.units.length})
              </summary>
              <ul className="mt-2 grid gap-2">
                {order.units.map((unit) => (
                  <UnitSteps key={unit.id} unit={unit} orderStatus={order.status} />
                ))}
              </ul>
            </details>
          )}
          <OrderMoves order={order} allowed={order.allowed_statuses} />
        </CardContent>
      </Card>
    </li>
  );
}

function CapacityNote({ board }: { board: TProductionBoard }) {
  const active = board.capacity.lines.filter((line) => line.status === 1);
  if (!board.capacity.configured)
    return (
      <Alert variant="info" className="mb-4">
        <Factory aria-hidden="true" />
        <AlertTitle>No production line yet</AlertTitle>
        <AlertDescription>
          Ship dates are the standard lead time ({LEAD_TIME_TEXT}).{" "}
          {board.capacity.can_edit
            ? "Add your lines under Capacity to plan them from the queue."
            : "An administrator adds the lines under Capacity."}
        </AlertDescription>
      </Alert>
    );
  const perDay = active.reduce((sum, line) => sum + line.units_per_day, 0);
  return (
    <p className="mb-4 text-sm text-muted-foreground">
      Ship dates are planned from {active.length === 1 ? "1 line" : `${active.length} lines`} ({perDay} units
      a working day) and the queue ahead of each order; they move as units are packed.
    </p>
  );
}

export default function ProductionBoardPage() {
  const trpc = useTRPC();
  const { agent } = useAuth();
  const staff = agent !== null && isStaff(agent.role_id);
  const [capacityOpen, setCapacityOpen] = useState(false);
  const board = useQuery({
    ...trpc.production.board.queryOptions({}),
    enabled: staff,
    refetchInterval: REFRESH_MS,
  });
  const data = board.data;
  return (
    <Page permission="order.r" allowed={staff} loading={board.isPending} error={loadErrorStatus(board.error)}>
      {data && (
        <>
          <PageHeader
            title="Production"
            description="Orders by stage; scan a label to mark a unit's step done."
            actions={
              <Button variant="outline" onClick={() => setCapacityOpen(true)}>
                <Settings2 aria-hidden="true" />
                Capacity
              </Button>
            }
          />
          <ScanCard />
          <CapacityNote board={data} />
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
            {data.columns.map((column) => (
              <section key={column.status} aria-labelledby={`column-${column.status}`} className="min-w-0">
                <Card className="gap-3 bg-muted/40 py-4">
                  <CardHeader className="px-4">
                    <CardTitle
                      id={`column-${column.status}`}
                      className="flex items-center justify-between text-base"
                    >
                      {column.label}
                      <Badge variant="secondary">{column.orders.length}</Badge>
                    </CardTitle>
                  </CardHeader>
                  <CardContent className="px-3">
                    {column.orders.length === 0 ? (
                      <p className="px-1 text-sm text-muted-foreground">No orders.</p>
                    ) : (
                      <ul className="grid gap-3">
                        {column.orders.map((order) => (
                          <OrderCard key={order.id} order={order} today={data.today} />
                        ))}
                      </ul>
                    )}
                  </CardContent>
                </Card>
              </section>
            ))}
          </div>
          <CapacityDialog open={capacityOpen} onOpenChange={setCapacityOpen} capacity={data.capacity} />
        </>
      )}
    </Page>
  );
}
