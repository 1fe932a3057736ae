import { useMutation, useQuery } from "@tanstack/react-query";
import { formatInches } from "@screens/pricing/inches";
import { allowedOrderStatuses, type QuoteActor } from "@screens/domain/lifecycle";
import { canPushOrder } from "@screens/domain/quote-rules";
import { checkPermission } from "@screens/domain/permissions";
import { isStaff } from "@screens/domain/roles";
import { LEAD_TIME_TEXT } from "@screens/domain/status";
import { MESSAGES } from "@screens/domain/messages";
import { declinedHousingAdvice } from "@screens/domain/housing-advice";
import type { TConfiguration, TOrder } from "@screens/domain/schemas";
import { ChevronDown, Clock, FileText, UploadCloud } from "lucide-react";
import { useMemo, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { DeclinedAdviceBadge } from "@/components/housing-advice/declined-advice-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { useAuth } from "@/features/auth/auth-context";
import { StatusBadge } from "@/features/lists/status-badge";
import { loadErrorStatus, useIdParam } from "@/features/lists/use-id-param";
import { BackButton } from "@/features/shell/back-button";
import { Page, usePermission } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDate, formatUSD } from "@/lib/format";
import { useInvalidate } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { OrderTracking } from "./order-tracking";
import { calendarDay } from "@/lib/calendar-day";
import { OrderTotals } from "./order-totals";
import { OrderMoves } from "./order-moves";
import { ErpPushAlert } from "./erp-push-alert";
import { ShopFloorCard } from "./shop-floor-card";
import { useAppNavigate } from "@/lib/navigation";

/** The embed code of a unit: its order code, or 'invalid' when a part is undefined (product rule R18). */
export function embedCode(unit: Pick<TConfiguration, "order_code">): string {
  return unit.order_code ? unit.order_code : MESSAGES.invalidEmbed;
}

/** The push payload: configurators keyed by configuration id, with embed code and description. */
export function pushPayload(order: Pick<TOrder, "screenconfigurations">) {
  return Object.fromEntries(
    order.screenconfigurations.map((unit) => [
      String(unit.id),
      { embed: embedCode(unit), description: unit.description },
    ]),
  );
}

const CHARGES: [keyof TConfiguration, string][] = [
  ["housing_charge", "Housing"],
  ["retention_charge", "Retention"],
  ["hem_bar_charge", "Hem bar"],
  ["fabric_charge", "Fabric"],
  ["motor_charge", "Motor"],
  ["tube_charge", "Tube"],
  ["powder_charge", "Powder coat"],
  ["buildout_charge", "Build-out"],
  ["clear_window_charge", "Clear window"],
];

function UnitDetails({ unit }: { unit: TConfiguration }) {
  const [open, setOpen] = useState(false);
  const code = embedCode(unit);
  return (
    <li className="rounded-lg border">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-3 p-3 text-left hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words">{unit.unit_name || `Unit ${unit.id}`}</span>
          <span className="block text-sm text-muted-foreground">
            {formatInches(unit.unit_width_in)}" × {formatInches(unit.unit_height_in)}"
            {unit.package_name ? ` · ${unit.package_name}` : ""}
            {unit.quantity > 1 ? ` · qty ${unit.quantity}` : ""}
          </span>
          {/* Kept against "Jumbo housing recommended" (decision 198). */}
          {unit.housing_advice_declined_at && (
            <DeclinedAdviceBadge
              declinedAt={unit.housing_advice_declined_at}
              data-testid="order-unit-declined-housing-advice"
            />
          )}
        </span>
        <span className="tabular-nums font-medium">{formatUSD(unit.line_dealer_cost)}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open && (
        <div className="grid gap-3 border-t p-3 text-sm">
          {unit.description && <p className="text-muted-foreground">{unit.description}</p>}
          {unit.housing_advice_declined_at && (
            <p className="font-medium text-amber-800 dark:text-amber-300">
              {declinedHousingAdvice(unit.housing_advice_declined_at)}
            </p>
          )}
          <div>
            <p className="mb-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Embed code
            </p>
            <code
              data-testid={`embed-${unit.id}`}
              className={`block rounded-md bg-muted px-3 py-2 font-mono text-xs break-all ${code === MESSAGES.invalidEmbed ? "text-destructive" : ""}`}
            >
              {code}
            </code>
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {CHARGES.filter(([key]) => Number(unit[key]) > 0).map(([key, label]) => (
              <div key={key} className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="tabular-nums">{formatUSD(Number(unit[key]))}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </li>
  );
}

function PushButton({ order }: { order: TOrder }) {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  // A failed push is recorded too (the ERP outbox), so the order reloads either way.
  const pushToErp = useMutation(
    trpc.orders.pushToErp.mutationOptions({ onSettled: () => invalidate("orders") }),
  );
  const push = async () => {
    try {
      await pushToErp.mutateAsync({ id: order.id, configurators: pushPayload(order) });
      toastSuccess(MESSAGES.orderPushed);
    } catch {
      // The server keeps the failure and its reason with the order's ERP attempts.
      toastError(MESSAGES.pushFailed);
    }
  };
  // One push per visit: afterwards the button says it was sent (BETA).
  if (pushToErp.isSuccess || pushToErp.isError)
    return (
      <Button disabled variant="outline">
        <UploadCloud aria-hidden="true" />
        {MESSAGES.pushedBeta}
      </Button>
    );
  return (
    <Button onClick={() => void push()} disabled={pushToErp.isPending}>
      <UploadCloud aria-hidden="true" />
      Push to ERP
      <Badge variant="brand" className="ml-1">
        BETA
      </Badge>
    </Button>
  );
}

/**
 * The order's status and its moves along the order lifecycle table (decisions 061, 170): buttons
 * and a confirmation naming the move, as on the production board; never a bare select.
 */
function OrderStatusControl({ order, actor }: { order: TOrder; actor: QuoteActor }) {
  const allowed = allowedOrderStatuses(actor, order.status);
  return (
    <div className="grid gap-3" data-testid="order-status-control">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium">Order status</span>
        <StatusBadge kind="order" status={order.status} />
      </div>
      {allowed.length > 0 ? (
        <OrderMoves order={order} allowed={allowed} size="default" />
      ) : (
        <p className="text-sm text-muted-foreground">No move is open from {order.status_label}.</p>
      )}
    </div>
  );
}

export default function OrderPage() {
  const trpc = useTRPC();
  const id = useIdParam();
  const navigate = useAppNavigate();
  const { agent } = useAuth();
  // Nothing is loaded without the permission <Page> checks (product rule R38).
  const canRead = usePermission("order.r");
  const order = useQuery(trpc.orders.get.queryOptions({ id }, { retry: false, enabled: canRead }));
  const data = order.data;
  const actor = useMemo(
    () => ({ role_id: agent?.role_id ?? 99, account_id: agent?.account_id ?? null }),
    [agent],
  );
  const [pushShown] = useState(() => new Set<number>());
  const pushAllowed =
    !!data && !!agent && checkPermission(agent.permissions, "order.a") && canPushOrder(actor, data);
  if (data && pushAllowed) pushShown.add(data.id);
  const showPush = !!data && pushShown.has(data.id);
  const canUpdate = !!agent && checkPermission(agent.permissions, "order.u");
  return (
    <Page permission="order.r" loading={order.isPending} error={loadErrorStatus(order.error)}>
      {data && (
        <>
          <PageHeader
            back={<BackButton to="/panel/orders" label="Orders" />}
            title={
              <span className="flex flex-wrap items-center gap-3">
                Order {data.order_number ?? data.id}
                <StatusBadge kind="order" status={data.status} />
              </span>
            }
            description={[data.quote.title, data.dealer?.company_name, formatDate(data.created_at)]
              .filter(Boolean)
              .join(" · ")}
            actions={
              <>
                <Button variant="outline" onClick={() => void navigate(`/panel/quotes/${data.quote_id}`)}>
                  <FileText aria-hidden="true" />
                  Go to Quote
                </Button>
                {showPush && <PushButton order={data} />}
              </>
            }
          />
          <Alert variant="info" className="mb-6">
            <Clock aria-hidden="true" />
            {data.ship_date?.source === "capacity" ? (
              <>
                <AlertTitle>Estimated ship date: {calendarDay(data.ship_date.date, true)}</AlertTitle>
                <AlertDescription>
                  Planned from the factory's capacity and the orders ahead of this one; it moves as work is
                  done.
                </AlertDescription>
              </>
            ) : (
              <>
                <AlertTitle>Production lead time</AlertTitle>
                <AlertDescription>Standard production lead time is {LEAD_TIME_TEXT}.</AlertDescription>
              </>
            )}
          </Alert>
          {data.erp_push && (
            <ErpPushAlert
              order={data}
              push={data.erp_push}
              canRetry={pushAllowed}
              configurators={pushPayload(data)}
            />
          )}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
            <div className="grid min-w-0 grid-cols-1 gap-6">
              <Card>
                <CardHeader>
                  <CardTitle>
                    Configurations ({data.screenconfigurations.reduce((n, unit) => n + unit.quantity, 0)})
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  {data.screenconfigurations.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{MESSAGES.noResults}</p>
                  ) : (
                    <ul className="grid gap-2">
                      {data.screenconfigurations.map((unit) => (
                        <UnitDetails key={unit.id} unit={unit} />
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle>Accessories ({data.add_on_accessories.length})</CardTitle>
                </CardHeader>
                <CardContent>
                  {data.add_on_accessories.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{MESSAGES.noResults}</p>
                  ) : (
                    <ul className="divide-y">
                      {data.add_on_accessories.map((item) => (
                        <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                          <span className="min-w-0">
                            <span className="block truncate font-medium">{item.prod_name}</span>
                            <span className="text-muted-foreground">
                              {item.sku} · qty {item.quantity}
                            </span>
                          </span>
                          <span className="tabular-nums">{formatUSD(item.line_dealer_cost)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </CardContent>
              </Card>
              <OrderTracking orderId={data.id} />
            </div>
            <aside className="grid min-w-0 grid-cols-1 gap-4 lg:sticky lg:top-20 lg:self-start">
              <Card>
                <CardHeader>
                  <CardTitle>Order summary</CardTitle>
                </CardHeader>
                <CardContent>
                  <dl className="grid gap-2 text-sm">
                    <div className="flex justify-between">
                      <dt className="text-muted-foreground">Quote</dt>
                      <dd className="font-mono text-xs">{data.quote.quote_number}</dd>
                    </div>
                    <div className="flex justify-between">
                      <dt className="text-muted-foreground">Status</dt>
                      <dd>{data.status_label}</dd>
                    </div>
                    <div className="flex justify-between">
                      <dt className="text-muted-foreground">ERP</dt>
                      <dd>{data.netsuite_id ?? "Not pushed"}</dd>
                    </div>
                    <Separator className="my-1" />
                    <OrderTotals order={data} />
                  </dl>
                </CardContent>
              </Card>
              {canUpdate && (
                <Card className="p-5">
                  <OrderStatusControl order={data} actor={agent} />
                </Card>
              )}
              {agent && isStaff(agent.role_id) && <ShopFloorCard orderId={data.id} />}
            </aside>
          </div>
        </>
      )}
    </Page>
  );
}
