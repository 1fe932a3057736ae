import { useMutation, useQuery } from "@tanstack/react-query";
import { LEAD_TIME_TEXT, ORDER_STATUS } from "@screens/domain/status";
import { MESSAGES } from "@screens/domain/messages";
import type { TOrderTracking, TShipment, TTrackingEvent } from "@screens/domain/schemas";
import {
  ArrowRight,
  CalendarClock,
  CircleCheck,
  ExternalLink,
  PackageCheck,
  Pencil,
  Plus,
  Trash2,
  Truck,
  UserRound,
} from "lucide-react";
import { useState } from "react";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { calendarDay } from "@/lib/calendar-day";
import { formatDate, formatDateTime } from "@/lib/format";
import { useInvalidates } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC, trpcErrorMessage } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { ShipmentDialog } from "./shipment-dialog";

function describeShipment(shipment: TShipment | undefined): string {
  if (!shipment) return "";
  return [shipment.carrier, shipment.tracking_number].filter(Boolean).join(" ");
}

function eventTitle(event: TTrackingEvent, shipment: TShipment | undefined): string {
  if (event.kind === "shipped") return `Shipped with ${describeShipment(shipment) || "the carrier"}`;
  if (event.kind === "delivered") return `Delivered${shipment ? ` (${describeShipment(shipment)})` : ""}`;
  if (event.from_status === null) return "Order created";
  return `Status changed to ${event.to_label ?? ""}`;
}

const EVENT_DOT: Record<TTrackingEvent["kind"], string> = {
  status: "bg-primary ring-muted",
  shipped: "bg-brand ring-brand-soft",
  delivered: "bg-emerald-500 ring-emerald-100 dark:ring-emerald-950",
};

/** Where the order stands for the dealer: delivered, shipped, or the estimate from the lead time. */
function Outlook({ tracking }: { tracking: TOrderTracking }) {
  const delivered = tracking.shipments.filter((shipment) => shipment.delivered_at);
  const shipped = tracking.shipments.filter((shipment) => shipment.shipped_at);
  const allDelivered = tracking.shipments.length > 0 && delivered.length === tracking.shipments.length;
  const latest = (rows: TShipment[], key: "shipped_at" | "delivered_at") =>
    rows
      .map((row) => row[key] ?? "")
      .sort()
      .at(-1) ?? "";
  if (allDelivered)
    return (
      <OutlookLine
        icon={CircleCheck}
        label="Delivered"
        value={formatDate(latest(delivered, "delivered_at"))}
      />
    );
  if (shipped.length > 0)
    return (
      <OutlookLine
        icon={Truck}
        label={shipped.length === tracking.shipments.length ? "Shipped" : "Partly shipped"}
        value={formatDate(latest(shipped, "shipped_at"))}
        note={`${shipped.length} of ${tracking.shipments.length} shipment${tracking.shipments.length === 1 ? "" : "s"} on the way or delivered.`}
      />
    );
  // Closed without shipments recorded here (shipped outside the panel): the estimate no longer applies.
  if (tracking.status === ORDER_STATUS.CLOSED)
    return (
      <OutlookLine
        icon={CircleCheck}
        label="Order"
        value="closed"
        note="No shipments were recorded in the panel for this order."
      />
    );
  const { earliest, latest: by } = tracking.estimate;
  if (tracking.status === ORDER_STATUS.PRODUCED)
    return (
      <OutlookLine
        icon={PackageCheck}
        label="Produced:"
        value="ready to ship"
        note={`Within the standard production lead time of ${LEAD_TIME_TEXT}, due by ${calendarDay(by)}.`}
      />
    );
  const today = new Date().toLocaleDateString("en-CA");
  // Here the order is before Produced: a passed date means it is late.
  const late = by < today;
  // Planned from the factory's lines and the queue ahead (decision 172): one day, moving as work is done.
  if (tracking.estimate.source === "capacity")
    return (
      <OutlookLine
        icon={CalendarClock}
        label="Estimated ship date"
        value={calendarDay(by, true)}
        note={
          late
            ? "Past the date planned from the factory's capacity: ask the manufacturer for a date."
            : "Planned from the factory's capacity and the orders ahead of this one; it moves as work is done. The carrier's transit time comes on top."
        }
        warn={late}
      />
    );
  return (
    <OutlookLine
      icon={CalendarClock}
      label="Estimated delivery"
      value={`by ${calendarDay(by, true)}`}
      note={
        late
          ? `Past the standard production lead time (${LEAD_TIME_TEXT}): ask the manufacturer for a date.`
          : `Ready to ship ${calendarDay(earliest)} to ${calendarDay(by)}: standard production lead time is ${LEAD_TIME_TEXT} from the order date (${formatDate(tracking.ordered_at)}). The carrier's transit time comes on top.`
      }
      warn={late}
    />
  );
}

function OutlookLine({
  icon: Icon,
  label,
  value,
  note,
  warn = false,
}: {
  icon: typeof Truck;
  label: string;
  value: string;
  note?: string;
  warn?: boolean;
}) {
  return (
    <div
      data-testid="order-outlook"
      className={cn(
        "flex items-start gap-3 rounded-lg border bg-muted/40 p-3",
        warn && "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="grid gap-0.5">
        <p className="text-sm">
          <span className="text-muted-foreground">{label}</span>{" "}
          <span className="font-semibold">{value}</span>
        </p>
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </div>
    </div>
  );
}

function ShipmentRow({
  shipment,
  editable,
  onEdit,
}: {
  shipment: TShipment;
  editable: boolean;
  onEdit: (shipment: TShipment) => void;
}) {
  const trpc = useTRPC();
  const confirm = useConfirm();
  const invalidates = useInvalidates();
  const remove = useMutation(trpc.shipments.delete.mutationOptions(invalidates("shipments")));
  const removeShipment = async () => {
    if (
      !(await confirm({
        title: "Remove this shipment?",
        message: `${describeShipment(shipment)} will be removed from the order.`,
        destructive: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync({ id: shipment.id });
      toastSuccess(MESSAGES.deactivated);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <li className="flex flex-wrap items-start gap-3 py-3" data-testid="shipment">
      <PackageCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {shipment.carrier}
          {shipment.source === "erp" && <Badge variant="secondary">ERP</Badge>}
        </p>
        {shipment.tracking_number && (
          <p className="text-muted-foreground">
            Tracking{" "}
            {shipment.tracking_url ? (
              <a
                href={shipment.tracking_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-mono text-xs text-foreground underline underline-offset-2"
              >
                {shipment.tracking_number}
                <ExternalLink aria-hidden="true" className="size-3" />
                <span className="sr-only">(opens the carrier's page)</span>
              </a>
            ) : (
              <span className="font-mono text-xs text-foreground">{shipment.tracking_number}</span>
            )}
          </p>
        )}
        {!shipment.tracking_number && shipment.tracking_url && (
          <a
            href={shipment.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-xs underline"
          >
            Track the shipment
          </a>
        )}
        <p className="text-xs text-muted-foreground">
          {shipment.shipped_at ? `Shipped ${formatDate(shipment.shipped_at)}` : "Not shipped yet"}
          {shipment.delivered_at ? ` · Delivered ${formatDate(shipment.delivered_at)}` : ""}
        </p>
      </div>
      {editable && (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit shipment ${describeShipment(shipment)}`}
            onClick={() => onEdit(shipment)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove shipment ${describeShipment(shipment)}`}
            disabled={remove.isPending}
            onClick={() => void removeShipment()}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The order's tracking (docs/order-tracking.md): where it stands (delivered, shipped, or the estimate from the
 * lead time), its timeline of status changes and shipments with who and when, and its shipments,
 * which staff add and correct here. The ERP reports the same through its webhook.
 */
export function OrderTracking({ orderId }: { orderId: number }) {
  const trpc = useTRPC();
  // Reloaded when the order or its shipments change (lib/invalidate.ts: orders show in "shipments").
  const tracking = useQuery(trpc.shipments.tracking.queryOptions({ id: orderId }, { retry: false }));
  const [editing, setEditing] = useState<TShipment | "new" | null>(null);
  const data = tracking.data;
  const byId = new Map((data?.shipments ?? []).map((shipment) => [shipment.id, shipment]));
  const events = [...(data?.events ?? [])].reverse();
  return (
    <Card role="region" aria-labelledby="tracking-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 pb-4">
        <CardTitle id="tracking-title" className="flex items-center gap-2 text-base">
          <Truck aria-hidden="true" className="size-4 text-muted-foreground" />
          Tracking
        </CardTitle>
        {data?.can_edit_shipments && (
          <Button size="sm" variant="outline" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" />
            Add shipment
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-6">
        {tracking.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-14" />
            <Skeleton className="h-10" />
          </div>
        ) : tracking.error ? (
          <p className="text-sm text-destructive">{trpcErrorMessage(tracking.error)}</p>
        ) : (
          data && (
            <>
              <Outlook tracking={data} />
              <section aria-labelledby="shipments-title" className="grid gap-1">
                <h3 id="shipments-title" className="text-sm font-semibold">
                  Shipments ({data.shipments.length})
                </h3>
                {data.shipments.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Nothing has shipped yet.</p>
                ) : (
                  <ul className="divide-y">
                    {data.shipments.map((shipment) => (
                      <ShipmentRow
                        key={shipment.id}
                        shipment={shipment}
                        editable={data.can_edit_shipments}
                        onEdit={setEditing}
                      />
                    ))}
                  </ul>
                )}
              </section>
              <section aria-labelledby="timeline-title" className="grid gap-3">
                <h3 id="timeline-title" className="text-sm font-semibold">
                  Timeline
                </h3>
                {events.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No changes yet.</p>
                ) : (
                  <ol aria-label="Order timeline" className="relative grid gap-5">
                    <span aria-hidden="true" className="absolute top-2 bottom-2 left-[5px] w-px bg-border" />
                    {events.map((event) => {
                      const shipment = event.shipment_id === null ? undefined : byId.get(event.shipment_id);
                      return (
                        <li key={event.key} className="relative grid gap-1 pl-7" data-testid="tracking-event">
                          <span
                            aria-hidden="true"
                            className={cn(
                              "absolute top-1.5 left-0 size-[11px] rounded-full ring-4",
                              EVENT_DOT[event.kind],
                            )}
                          />
                          <p className="text-sm font-medium">{eventTitle(event, shipment)}</p>
                          <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
                            <UserRound aria-hidden="true" className="size-3" />
                            <span className="font-medium text-foreground/80">{event.who.name}</span>
                            <span aria-hidden="true">·</span>
                            <time dateTime={event.at}>
                              {event.kind === "status" ? formatDateTime(event.at) : formatDate(event.at)}
                            </time>
                          </p>
                          {event.kind === "status" && event.from_label !== null && (
                            <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                              <span>{event.from_label}</span>
                              <ArrowRight aria-label="to" className="size-3" />
                              <span>{event.to_label}</span>
                            </p>
                          )}
                        </li>
                      );
                    })}
                  </ol>
                )}
              </section>
            </>
          )
        )}
      </CardContent>
      {data?.can_edit_shipments && (
        <ShipmentDialog
          orderId={orderId}
          shipment={editing === "new" || editing === null ? undefined : editing}
          open={editing !== null}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      )}
    </Card>
  );
}
