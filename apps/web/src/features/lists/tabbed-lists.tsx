import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePreference } from "@/lib/preferences";
import { activeTab, tabStorageKey } from "./active-tab";

export { tabStorageKey };

export interface ListTab {
  value: string;
  label: string;
  render: () => ReactNode;
}

/** Tabs whose panel is mounted (and so loaded) only when selected; the choice is remembered per context. */
export function TabbedLists({ context, tabs, label }: { context: string; tabs: ListTab[]; label: string }) {
  const values = tabs.map((tab) => tab.value);
  const [active, select] = usePreference(tabStorageKey(context), (stored) => activeTab(values, stored));
  return (
    <Tabs value={active} onValueChange={select}>
      {/* Phones: one row that scrolls sideways (decision 106) inside the page's width, never wider. */}
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
