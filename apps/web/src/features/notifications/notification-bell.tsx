import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useTRPC } from "@/lib/trpc";

/** How often an open page asks for new notifications. */
const REFRESH_MS = 60_000;

/**
 * The header's bell (decision 165): the unread count, rendered on the server with the page and
 * refreshed every minute; it opens the notifications list (a document navigation, decision 030).
 */
export function NotificationBell() {
  const trpc = useTRPC();
  const unread = useQuery(
    trpc.notifications.unreadCount.queryOptions(undefined, { refetchInterval: REFRESH_MS }),
  );
  const count = unread.data?.count ?? 0;
  const label = count === 0 ? "Notifications" : `Notifications, ${count} unread`;
  return (
    <a
      href="/panel/notifications"
      aria-label={label}
      title={label}
      className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "relative px-2.5")}
    >
      <Bell aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-brand px-1 text-[10px] leading-none font-semibold text-brand-foreground tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </a>
  );
}
