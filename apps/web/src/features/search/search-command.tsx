import { MESSAGES } from "@screens/domain/messages";
import { ORDER_STATUS_LABELS, QUOTE_STATUS_LABELS, RECORD_STATUS } from "@screens/domain/status";
import type { SearchGroup, TSearchHit } from "@screens/domain/schemas";
import { Building2, FileText, Package, Search, UserRound, Users, type LucideIcon } from "lucide-react";
import { useCallback, useState } from "react";
import {
  Command,
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandShortcut,
} from "@/components/ui/command";
import { Spinner } from "@/components/ui/spinner";
import { trpcErrorMessage } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { SEARCH_MIN_LENGTH, useSearch } from "./use-search";
import { isApplePlatform, useSearchShortcut } from "./use-search-shortcut";
import { useAppNavigate } from "@/lib/navigation";

const GROUPS: {
  key: SearchGroup;
  heading: string;
  icon: LucideIcon;
  status: (hit: TSearchHit) => string | null;
}[] = [
  {
    key: "quotes",
    heading: "Quotes",
    icon: FileText,
    status: (hit) => QUOTE_STATUS_LABELS[hit.status] ?? null,
  },
  {
    key: "orders",
    heading: "Orders",
    icon: Package,
    status: (hit) => ORDER_STATUS_LABELS[hit.status] ?? null,
  },
  { key: "customers", heading: "Customers", icon: Users, status: inactiveOnly },
  { key: "dealers", heading: "Dealers", icon: Building2, status: inactiveOnly },
  { key: "users", heading: "Users", icon: UserRound, status: inactiveOnly },
];

function inactiveOnly(hit: TSearchHit): string | null {
  return hit.status === RECORD_STATUS.INACTIVE ? "Inactive" : null;
}

function SearchResults({ text, onOpen }: { text: string; onOpen: (href: string) => void }) {
  const { enabled, typing, results } = useSearch(text);
  const data = enabled ? results.data : undefined;
  const groups = GROUPS.map((group) => ({ ...group, hits: data?.[group.key] ?? [] })).filter(
    (group) => group.hits.length > 0,
  );
  const busy = enabled && (results.isFetching || typing);
  return (
    <CommandList aria-busy={busy}>
      {text.trim().length < SEARCH_MIN_LENGTH ? (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground">
          Type at least {SEARCH_MIN_LENGTH} characters to search quotes, orders, customers, dealers and users.
        </p>
      ) : results.error ? (
        <p role="alert" className="px-4 py-6 text-center text-sm text-destructive">
          {trpcErrorMessage(results.error)}
        </p>
      ) : groups.length === 0 ? (
        busy || !data ? (
          <div className="flex justify-center py-6">
            <Spinner label="Searching" />
          </div>
        ) : (
          <CommandEmpty>{MESSAGES.noResults}</CommandEmpty>
        )
      ) : (
        groups.map(({ key, heading, icon: Icon, status, hits }) => (
          <CommandGroup key={key} heading={heading}>
            {hits.map((hit) => {
              const label = status(hit);
              return (
                <CommandItem key={hit.href} value={hit.href} onSelect={() => onOpen(hit.href)}>
                  <Icon aria-hidden="true" className="text-muted-foreground" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-medium">{hit.title}</span>
                    {hit.detail && (
                      <span className="truncate text-xs text-muted-foreground">{hit.detail}</span>
                    )}
                  </span>
                  {label && <span className="shrink-0 text-xs text-muted-foreground">{label}</span>}
                </CommandItem>
              );
            })}
          </CommandGroup>
        ))
      )}
    </CommandList>
  );
}

/**
 * The panel's one search box (decision 117): a field in the top bar that opens a command palette,
 * also on Ctrl+K (⌘K). Results come from the server grouped by kind, within what the agent may
 * see; the arrow keys move through them and Enter opens one.
 */
export function SearchCommand({ className }: { className?: string }) {
  const navigate = useAppNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const toggle = useCallback(() => setOpen((value) => !value), []);
  useSearchShortcut(toggle);
  const shortcut = isApplePlatform() ? "⌘K" : "Ctrl K";
  const openHit = (href: string) => {
    setOpen(false);
    setText("");
    void navigate(href);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        className={cn(
          "flex h-9 items-center gap-2 rounded-md border border-input bg-card px-2.5 text-sm text-muted-foreground shadow-xs transition hover:bg-muted focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/25 focus-visible:outline-none sm:w-56 lg:w-72",
          className,
        )}
      >
        <Search aria-hidden="true" className="size-4 shrink-0" />
        {/* Named by its text, "Search" on a phone too; aria-keyshortcuts carries the keys. */}
        <span className="sr-only flex-1 text-left sm:not-sr-only">Search...</span>
        <CommandShortcut aria-hidden="true" className="hidden sm:inline">
          {shortcut}
        </CommandShortcut>
      </button>
      <CommandDialog
        open={open}
        onOpenChange={setOpen}
        title="Search"
        description="Search quotes, orders, customers, dealers and users"
      >
        <Command shouldFilter={false} loop label="Search the panel">
          <CommandInput
            value={text}
            onValueChange={setText}
            placeholder="Search quotes, orders, customers, dealers, users..."
            aria-label="Search the panel"
          />
          <SearchResults text={text} onOpen={openHit} />
          <div className="flex items-center gap-3 border-t px-3 py-2 text-xs text-muted-foreground">
            <span>
              <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> to move
            </span>
            <span>
              <kbd className="font-sans">Enter</kbd> to open
            </span>
            <span>
              <kbd className="font-sans">Esc</kbd> to close
            </span>
          </div>
        </Command>
      </CommandDialog>
    </>
  );
}
