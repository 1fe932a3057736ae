import { useMutation } from "@tanstack/react-query";
import { MESSAGES } from "@screens/domain/messages";
import type { TErpPushState } from "@screens/domain/schemas";
import { AlertTriangle, RefreshCw } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { useInvalidate } from "@/lib/invalidate";
import { toastError, toastSuccess } from "@/lib/notify";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";

const CONNECTOR_NAMES: Record<string, string> = {
  netsuite: "NetSuite",
  http: "the ERP",
  outbox: "the ERP outbox",
};

/** "Attempt 2 of 5 · next automatic try …", or why none comes. */
export function attemptsText(push: TErpPushState): string {
  const attempts = `${push.attempts} ${push.attempts === 1 ? "attempt" : "attempts"}`;
  if (push.status === "retrying" && push.next_attempt_at)
    return `${attempts} of ${push.max_attempts} · next automatic try ${formatDateTime(push.next_attempt_at)}`;
  return `${attempts} · not retried automatically: fix the cause, then retry`;
}

/**
 * The last ERP push that did not go through (decision 186), for the manufacturer's staff: the ERP's
 * own message, the attempts and the next automatic try, and "Retry now" (a push by staff, under
 * the order's claim like any other). The server sends it to staff only: dealers never see it.
 */
export function ErpPushAlert({
  order,
  push,
  canRetry,
  configurators,
}: {
  order: { id: number };
  push: TErpPushState;
  /** What a push sends (the order page's pushPayload). */
  configurators: Record<string, { embed: string; description: string }>;
  /** The agent may push this order now (order.a, status 2 or 50, not pushed). */
  canRetry: boolean;
}) {
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  // The order reloads either way: a failure is recorded with one more attempt.
  const retry = useMutation(trpc.orders.pushToErp.mutationOptions({ onSettled: () => invalidate("orders") }));
  const retryNow = async () => {
    try {
      await retry.mutateAsync({ id: order.id, configurators });
      toastSuccess(MESSAGES.orderPushed);
    } catch (error) {
      toastError(trpcErrorMessage(error) || MESSAGES.pushFailed);
    }
  };
  const retrying = push.status === "retrying";
  const to = CONNECTOR_NAMES[push.connector] ?? "the ERP";
  return (
    <Alert variant={retrying ? "warning" : "destructive"} className="mb-6" data-testid="erp-push-alert">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>
        {retrying ? `The push to ${to} failed: it is being retried` : `The push to ${to} failed`}
      </AlertTitle>
      <AlertDescription className="grid gap-2">
        <p className="break-words">{push.error}</p>
        <p className="text-xs">{attemptsText(push)}</p>
        {canRetry && (
          <div>
            <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => void retryNow()}>
              <RefreshCw aria-hidden="true" className={retry.isPending ? "animate-spin" : undefined} />
              Retry now
            </Button>
          </div>
        )}
      </AlertDescription>
    </Alert>
  );
}
