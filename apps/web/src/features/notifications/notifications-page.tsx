import type { TNotification } from "@screens/domain/schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, CheckCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDateTime } from "@/lib/format";
import { goTo } from "@/lib/navigation";
import { toastError } from "@/lib/notify";
import { cn } from "@/lib/utils";
import { useAuth } from "@/features/auth/auth-context";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";

/** A page of the list; "Show more" asks for the next ones (the server answers at most 100). */
export const NOTIFICATIONS_PAGE = 20;

/** The list's query: `?unread=1` shows the unread only, `?shown=N` how many are shown. */
export function notificationsQuery(search: URLSearchParams) {
  const shown = Math.min(
    100,
    Math.max(NOTIFICATIONS_PAGE, Number(search.get("shown")) || NOTIFICATIONS_PAGE),
  );
  return { limit: shown, ...(search.get("unread") === "1" ? { unread: true } : {}) };
}

function NotificationRow({
  item,
  onOpen,
  onRead,
}: {
  item: TNotification;
  onOpen: (item: TNotification) => void;
  onRead: (item: TNotification) => void;
}) {
  const unread = item.read_at === null;
  return (
    <li
      className={cn(
        "flex items-start gap-3 px-4 py-3 sm:px-5",
        unread ? "bg-brand/5" : "text-muted-foreground",
      )}
    >
      <span
        aria-hidden="true"
        className={cn("mt-2 size-2 shrink-0 rounded-full", unread ? "bg-brand" : "bg-transparent")}
      />
      <div className="min-w-0 flex-1">
        <a
          href={item.link}
          onClick={(event) => {
            event.preventDefault();
            onOpen(item);
          }}
          className={cn("block break-words hover:underline", unread ? "font-semibold text-foreground" : "")}
        >
          {item.title}
          {unread && <span className="sr-only"> (unread)</span>}
        </a>
        {item.body && <p className="mt-0.5 text-sm break-words text-muted-foreground">{item.body}</p>}
        <p className="mt-1 text-xs text-muted-foreground">{formatDateTime(item.created_at)}</p>
      </div>
      {unread && (
        <Button variant="ghost" size="sm" className="shrink-0" onClick={() => onRead(item)}>
          Mark read
        </Button>
      )}
    </li>
  );
}

/**
 * One's own notifications (decision 165), newest first: what happened to one's quotes and orders
 * and what asks for one's approval. Opening one marks it read.
 */
export default function NotificationsPage() {
  const trpc = useTRPC();
  const [search, setSearch] = useSearchParams();
  const query = notificationsQuery(search);
  const list = useQuery(trpc.notifications.list.queryOptions(query));
  const { agent } = useAuth();
  const queryClient = useQueryClient();
  // The list and the bell's figure read again once a mark is saved.
  const refresh = { onSuccess: () => queryClient.invalidateQueries(trpc.notifications.pathFilter()) };
  const markRead = useMutation(trpc.notifications.markRead.mutationOptions(refresh));
  const markAll = useMutation(trpc.notifications.markAllRead.mutationOptions(refresh));
  const data = list.data;
  const unreadOnly = search.get("unread") === "1";

  const open = async (item: TNotification) => {
    if (item.read_at === null) await markRead.mutateAsync({ id: item.id }).catch(() => undefined);
    await goTo(item.link);
  };
  const read = (item: TNotification) => markRead.mutateAsync({ id: item.id }).catch(toastError);
  const setFilter = (next: { unread?: boolean; shown?: number }) => {
    const params = new URLSearchParams(search);
    if (next.unread !== undefined) {
      if (next.unread) params.set("unread", "1");
      else params.delete("unread");
      params.delete("shown");
    }
    if (next.shown !== undefined) params.set("shown", String(next.shown));
    setSearch(params, { replace: true });
  };

  return (
    <Page loading={list.isPending}>
      <PageHeader
        title="Notifications"
        description={
          data
            ? data.unread_count === 0
              ? "You are up to date."
              : `${data.unread_count} unread.`
            : "What happened to your quotes and orders."
        }
        actions={
          <Button
            variant="outline"
            disabled={!data || data.unread_count === 0 || markAll.isPending}
            onClick={() => void markAll.mutateAsync(undefined).catch(toastError)}
          >
            <CheckCheck aria-hidden="true" />
            Mark all read
          </Button>
        }
      />
      <div
        role="group"
        aria-label="Show"
        className="mb-4 inline-flex rounded-lg border bg-card p-1 shadow-xs"
      >
        {[
          { label: "All", unread: false },
          { label: "Unread", unread: true },
        ].map((tab) => (
          <Button
            key={tab.label}
            size="sm"
            variant={unreadOnly === tab.unread ? "secondary" : "ghost"}
            aria-pressed={unreadOnly === tab.unread}
            onClick={() => setFilter({ unread: tab.unread })}
          >
            {tab.label}
          </Button>
        ))}
      </div>
      {data && data.items.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border bg-card px-6 py-14 text-center shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Bell aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 font-medium">
            {unreadOnly ? "No unread notifications." : "No notifications yet."}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Choose what you are told of, and how, in your{" "}
            <a
              className="underline"
              href="#"
              onClick={(event) => {
                event.preventDefault();
                void goTo(`/panel/users/${agent?.id ?? ""}#notifications`);
              }}
            >
              settings
            </a>
            .
          </p>
        </div>
      ) : (
        data && (
          <ul
            aria-label="Notifications"
            className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm"
          >
            {data.items.map((item) => (
              <NotificationRow
                key={item.id}
                item={item}
                onOpen={(it) => void open(it)}
                onRead={(it) => void read(it)}
              />
            ))}
          </ul>
        )
      )}
      {data?.next_cursor !== null && data && query.limit < 100 && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => setFilter({ shown: query.limit + NOTIFICATIONS_PAGE })}>
            Show more
          </Button>
        </div>
      )}
      {list.error && <p className="mt-4 text-sm text-destructive">{trpcErrorMessage(list.error)}</p>}
    </Page>
  );
}
