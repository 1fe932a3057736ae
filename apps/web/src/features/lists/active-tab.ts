/** Cookie of the active tab of a context: dashboard, account or dealer (decision 129). */
export const tabStorageKey = (context: string) => `panel_tab_${context}`;

/** The tab a context opens with: the remembered one when it is offered, else the first. */
export function activeTab(values: readonly string[], stored: string | undefined): string {
  return stored && values.includes(stored) ? stored : (values[0] ?? "");
}

/** The same from a request's preference cookies (a route loader prefetches the open tab's list). */
export function activeTabOf(context: string, values: readonly string[], preferences: Record<string, string>) {
  return activeTab(values, preferences[tabStorageKey(context)]);
}
