import type { Agent } from "@screens/domain/agent";
import { Link, useLocation } from "react-router";
import { cn } from "@/lib/utils";
import { activeNavPath, bottomNavItems } from "./nav-items";

/** Phone navigation (below md): the items of bottomNavItems, by the agent's permissions (decision 188). */
export function BottomNav({ agent }: { agent: Agent }) {
  const { pathname } = useLocation();
  const items = bottomNavItems(agent);
  const activeTo = activeNavPath(
    pathname,
    items.map((item) => item.to),
  );
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-lg md:hidden print:hidden"
    >
      <ul className="grid" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
        {items.map(({ label, to, icon: Icon }) => {
          const active = to === activeTo;
          return (
            <li key={label}>
              <Link
                to={to}
                reloadDocument
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium text-muted-foreground transition-colors",
                  active && "text-foreground",
                )}
              >
                <span
                  className={cn(
                    "flex h-7 w-12 items-center justify-center rounded-full transition-colors",
                    active && "bg-brand-soft text-brand-strong",
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
