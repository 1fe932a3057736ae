import { useCallback } from "react";
import { Outlet } from "react-router";
import { ForbiddenPage } from "@/components/feedback/forbidden-page";
import { useAuth } from "@/features/auth/auth-context";
import { usePreference } from "@/lib/preferences";
import { BottomNav } from "./bottom-nav";
import { SideNav } from "./side-nav";
import { TopBar } from "./top-bar";
import { CustomerViewProvider } from "@/lib/customer-view";

const COLLAPSED_KEY = "panel_nav_collapsed";

/** The authenticated shell: side navigation, top bar, content, phone bottom bar. */
export default function PanelLayout() {
  const { agent, status } = useAuth();
  const [collapsed, setCollapsed] = usePreference(COLLAPSED_KEY, (stored) => stored === "1");

  const toggle = useCallback(
    () => setCollapsed(!collapsed, (value) => (value ? "1" : "0")),
    [collapsed, setCollapsed],
  );

  if (status !== "authenticated" || !agent) return <ForbiddenPage fullScreen showLogin />;

  return (
    <CustomerViewProvider userId={agent.id}>
      <div className="flex min-h-dvh bg-background">
        <a
          href="#panel-content"
          className="sr-only z-50 rounded-md bg-card px-4 py-2 font-medium shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SideNav agent={agent} collapsed={collapsed} onToggle={toggle} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar agent={agent} />
          <main
            id="panel-content"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-24 sm:px-6 md:pb-10 lg:px-8 focus:outline-none print:max-w-none print:p-0"
          >
            <Outlet />
          </main>
        </div>
        <BottomNav agent={agent} />
      </div>
    </CustomerViewProvider>
  );
}
