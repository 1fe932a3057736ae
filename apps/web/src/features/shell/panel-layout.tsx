import { Suspense, useCallback, useState } from "react";
import { Outlet } from "react-router-dom";
import { ForbiddenPage } from "@/components/feedback/forbidden-page";
import { LoadingScreen } from "@/components/feedback/loading-screen";
import { useAuth } from "@/features/auth/auth-context";
import { BottomNav } from "./bottom-nav";
import { SideNav } from "./side-nav";
import { TopBar } from "./top-bar";
import { useFullReloadOnPathChange } from "./use-full-reload-on-path-change";

const COLLAPSED_KEY = "panel_nav_collapsed";

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** The authenticated shell: side navigation, top bar, content, phone bottom bar. */
export default function PanelLayout() {
  const { agent, status } = useAuth();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const reloading = useFullReloadOnPathChange();

  const toggle = useCallback(() => {
    setCollapsed((value) => {
      const next = !value;
      try {
        localStorage.setItem(COLLAPSED_KEY, next ? "1" : "0");
      } catch {
        // Storage can be unavailable (private mode); the choice then lasts for this page only.
      }
      return next;
    });
  }, []);

  if (status !== "authenticated" || !agent) return <ForbiddenPage fullScreen showLogin />;
  if (reloading) return <LoadingScreen />;

  return (
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
          {/* A screen's chunk loads inside the shell: its outline, not a blank full-page spinner. */}
          <Suspense fallback={<LoadingScreen fullScreen={false} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <BottomNav agent={agent} />
    </div>
  );
}
