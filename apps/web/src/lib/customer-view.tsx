import { createContext, useContext, useMemo, type ReactNode } from "react";
import { usePreference } from "@/lib/preferences";

/**
 * "Customer view" (docs/decisions/134-customer-view.md): while it is on, the panel shows the
 * customer's prices only: no dealer cost, list price, dealer factor, package adjustments, markup or
 * order code, so a rep can configure in front of the homeowner. Remembered per user, in a cookie
 * the server reads, so the page is rendered as the rep left it.
 */
interface CustomerView {
  on: boolean;
  set: (on: boolean) => void;
}

const CustomerViewContext = createContext<CustomerView>({ on: false, set: () => undefined });

export function CustomerViewProvider({ userId, children }: { userId: number; children: ReactNode }) {
  const [on, update] = usePreference(`panel_customer_view_${String(userId)}`, (stored) => stored === "1");
  const value = useMemo(
    () => ({ on, set: (next: boolean) => update(next, (v) => (v ? "1" : "0")) }),
    [on, update],
  );
  return <CustomerViewContext.Provider value={value}>{children}</CustomerViewContext.Provider>;
}

export function useCustomerView(): CustomerView {
  return useContext(CustomerViewContext);
}
