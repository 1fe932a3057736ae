import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTRPC } from "@/lib/trpc";

/**
 * The history of a quote and of its order (GET /quotes/{id}/history). It is read again whenever the
 * status shown changes, whichever button (or the customer) changed it.
 */
export function useQuoteHistory(quoteId: number, status: number | undefined, enabled = true) {
  const trpc = useTRPC();
  const history = useQuery(
    trpc.quoteSharing.history.queryOptions(
      { id: quoteId },
      { enabled: enabled && quoteId > 0, retry: false },
    ),
  );
  const seen = useRef(status);
  const { refetch } = history;
  useEffect(() => {
    if (status === undefined || seen.current === status) return;
    const first = seen.current === undefined;
    seen.current = status;
    if (!first) void refetch();
  }, [status, refetch]);
  return history;
}

/** Whether the quote went through its customer (it was sent to them at least once). */
export function wentToCustomer(
  entries: { to_status: number }[] | undefined,
  customerApproval: number,
): boolean {
  return !!entries?.some((entry) => entry.to_status === customerApproval);
}
