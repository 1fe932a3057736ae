import type { Agent } from "@screens/domain/agent";
import { ChevronsLeft, ChevronsRight, LogOut, Settings } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Logo } from "@/components/brand/logo";
import { Tooltip } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { activeNavPath, settingsPath, sideNavItems, type NavItem } from "./nav-items";

export interface SideNavProps {
  agent: Agent;
  collapsed: boolean;
  onToggle: () => void;
}

function NavLinkItem({ item, collapsed, active }: { item: NavItem; collapsed: boolean; active: boolean }) {
  const Icon = item.icon;
  return (
    <Tooltip content={item.label} enabled={collapsed}>
      <Link
        to={item.to}
        reloadDocument
        aria-current={active ? "page" : undefined}
        aria-label={collapsed ? item.label : undefined}
        className={cn(
          "flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-sidebar-muted transition-colors hover:bg-sidebar-accent hover:text-white",
          collapsed ? "w-10 justify-center px-0" : "w-full",
          active && "bg-sidebar-accent text-white shadow-[inset_3px_0_0_var(--brand)]",
        )}
      >
        <Icon aria-hidden="true" className={cn("size-[18px] shrink-0", active && "text-brand")} />
        {!collapsed && <span className="truncate">{item.label}</span>}
      </Link>
    </Tooltip>
  );
}

/** Collapsible desktop navigation (md and up). Collapsed it shows icons with tooltips. */
export function SideNav({ agent, collapsed, onToggle }: SideNavProps) {
  const { pathname } = useLocation();
  const settings: NavItem = { label: "Settings", to: settingsPath(agent), icon: Settings };
  const items = sideNavItems(agent);
  const activeTo = activeNavPath(pathname, [...items.map((item) => item.to), settings.to]);
  // The outer strip runs the whole height of a long page (and of a full-page screenshot); the
  // navigation inside it stays in view while the page scrolls.
  return (
    <div className="hidden shrink-0 border-r border-sidebar-border bg-sidebar md:block print:hidden">
      <aside
        aria-label="Sidebar"
        className={cn(
          "sticky top-0 flex h-dvh flex-col text-sidebar-foreground transition-[width] duration-200",
          collapsed ? "w-[72px] items-center" : "w-60",
        )}
      >
        <div className={cn("flex h-16 items-center", collapsed ? "justify-center" : "px-5")}>
          <a href="/" aria-label="Screens Panel home" className="rounded-md">
            <Logo tone="light" showWordmark={!collapsed} />
          </a>
        </div>
        <nav aria-label="Main" className={cn("flex flex-1 flex-col gap-1 py-4", collapsed ? "px-0" : "px-3")}>
          {items.map((item) => (
            <NavLinkItem key={item.to} item={item} collapsed={collapsed} active={item.to === activeTo} />
          ))}
        </nav>
        <div
          className={cn(
            "flex flex-col gap-1 border-t border-sidebar-border py-3",
            collapsed ? "items-center px-0" : "px-3",
          )}
        >
          <NavLinkItem item={settings} collapsed={collapsed} active={settings.to === activeTo} />
          {/* Product rule R43: Logout only when expanded; collapsed, the header's menu still has it. */}
          {!collapsed && (
            <Link
              reloadDocument
              to="/logout"
              className="flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-sidebar-muted transition-colors hover:bg-red-500/15 hover:text-red-200"
            >
              <LogOut aria-hidden="true" className="size-[18px] shrink-0" />
              Logout
            </Link>
          )}
          <Tooltip content={collapsed ? "Expand navigation" : "Collapse navigation"} enabled={collapsed}>
            <button
              type="button"
              onClick={onToggle}
              aria-label={collapsed ? "Expand navigation" : "Collapse navigation"}
              aria-expanded={!collapsed}
              className={cn(
                "flex h-10 items-center gap-3 rounded-lg px-3 text-sm text-sidebar-muted transition-colors hover:bg-sidebar-accent hover:text-white",
                collapsed ? "w-10 justify-center px-0" : "w-full",
              )}
            >
              {collapsed ? (
                <ChevronsRight className="size-[18px]" />
              ) : (
                <ChevronsLeft className="size-[18px]" />
              )}
              {!collapsed && <span>Collapse</span>}
            </button>
          </Tooltip>
        </div>
      </aside>
    </div>
  );
}
