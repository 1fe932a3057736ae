import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export interface ListTab {
  value: string;
  label: string;
  render: () => ReactNode;
}

/** localStorage key of the active tab of a context: dashboard, account or dealer (panel.md §2). */
export const tabStorageKey = (context: string) => `panel_tab_${context}`;

export function readStoredTab(context: string, allowed: string[], fallback: string): string {
  try {
    const stored = localStorage.getItem(tabStorageKey(context));
    return stored && allowed.includes(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

/** Tabs whose panel is mounted (and so loaded) only when selected; the choice is remembered per context. */
export function TabbedLists({ context, tabs, label }: { context: string; tabs: ListTab[]; label: string }) {
  const values = tabs.map((tab) => tab.value);
  const [active, setActive] = useState(() => readStoredTab(context, values, values[0] ?? ""));
  const select = (value: string) => {
    setActive(value);
    try {
      localStorage.setItem(tabStorageKey(context), value);
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
  };
  return (
    <Tabs value={active} onValueChange={select}>
      {/* Phones: one row that scrolls sideways (issue 14 §4) inside the page's width, never wider. */}
      <div className="-mx-4 max-w-[100vw] min-w-0 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0">
        <TabsList aria-label={label} className="w-max max-w-none flex-nowrap">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.render()}
        </TabsContent>
      ))}
    </Tabs>
  );
}
