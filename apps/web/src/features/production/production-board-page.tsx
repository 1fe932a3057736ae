import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isStaff } from "@screens/domain/roles";
import { ORDER_FLOW } from "@screens/domain/lifecycle";
import { ORDER_STATUS_LABELS } from "@screens/domain/status";
import { LEAD_TIME_TEXT } from "@screens/domain/status";
import { PRODUCTION_STEP_LABELS, PRODUCTION_STEPS } from "@screens/domain/production";
import type { TBoardOrder, TProductionBoard } from "@screens/domain/schemas";
import { CalendarClock, Check, ChevronDown, Factory, Settings2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DropdownMenu, DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useAuth } from "@/features/auth/auth-context";
import { loadErrorStatus } from "@/features/lists/use-id-param";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useInvalidate } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC, type RouterInputs } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { calendarDay } from "@/lib/calendar-day";
import { CapacityDialog } from "./capacity-dialog";
import { ScanCard } from "./scan-card";

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

/** A unit's steps as five marks: done, or still to do. */
function UnitSteps({ unit }: { unit: TBoardOrder["units"][number] }) {
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
    </li>
  );
}

function MoveControls({ order }: { order: TBoardOrder }) {
  const trpc = useTRPC();
  const confirm = useConfirm();
  const invalidate = useInvalidate();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.orders.update.mutationOptions());
  const name = order.order_number ?? `#${order.id}`;
  const move = async (to: number) => {
    const label = ORDER_STATUS_LABELS[to] ?? String(to);
    const confirmed = await confirm({
      title: `Move order ${name} to ${label}?`,
      message: `It leaves ${ORDER_STATUS_LABELS[order.status] ?? order.status}; the dealer is told and the move is kept in the order's history.`,
    });
    if (!confirmed) return;
    try {
      await update.mutateAsync({ id: order.id, status: to as RouterInputs["orders"]["update"]["status"] });
    } catch (error) {
      toastError(error);
      return;
    }
    toastSuccess(`Order ${name} moved to ${label}.`);
    await Promise.all([
      invalidate("orders"),
      queryClient.invalidateQueries(trpc.production.board.pathFilter()),
    ]);
  };
  // The next status in the flow is the button; the table's other moves (a skip, a correction) are in the menu.
  const forward = ORDER_FLOW.find(
    (status) => status > order.status && order.allowed_statuses.includes(status),
  );
  const others = order.allowed_statuses.filter((status) => status !== forward);
  if (forward === undefined && others.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {forward !== undefined && (
        <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => void move(forward)}>
          Move to {ORDER_STATUS_LABELS[forward]}
        </Button>
      )}
      {others.length > 0 && (
        <DropdownMenu
          align="end"
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Other moves for order ${name}`}>
              More
              <ChevronDown aria-hidden="true" />
            </Button>
          }
        >
          {others.map((status) => (
            <DropdownMenuItem key={status} onSelect={() => void move(status)}>
              {status < order.status ? "Back to" : "Move to"} {ORDER_STATUS_LABELS[status]}
            </DropdownMenuItem>
          ))}
        </DropdownMenu>
      )}
    </div>
  );
}

function OrderCard({ order, today }: { order: TBoardOrder; today: string }) {
  const name = order.order_number ?? `#${order.id}`;
  const open = order.status !== 20 && order.status !== 50;
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
                  <UnitSteps key={unit.id} unit={unit} />
                ))}
              </ul>
            </details>
          )}
          <MoveControls order={order} />
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
