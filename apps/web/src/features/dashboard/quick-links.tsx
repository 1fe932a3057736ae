import { useMutation, useQuery } from "@tanstack/react-query";
import { MESSAGES } from "@screens/domain/messages";
import type { Agent } from "@screens/domain/agent";
import { ExternalLink, FilePlus2, Link as LinkIcon, Plus, X, type LucideIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { newQuotePath } from "@/features/lists/paths";
import { toastError, toastSuccess } from "@/lib/notify";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC } from "@/lib/trpc";
import { LINK_ICONS } from "./link-icons";
import { useAppNavigate } from "@/lib/navigation";

// The add-link form (react-hook-form and the link's schema) loads when the rep reaches for it, not
// with the dashboard's first paint (decision 127): on pointer or keyboard focus of "Add link".
const loadAddLinkDialog = () => import("./add-link-dialog");
const AddLinkDialog = lazy(loadAddLinkDialog);

/** A link without a dot is a panel path (navigated internally); anything else opens in a new window. */
export function isInternalLink(link: string): boolean {
  return !link.includes(".");
}

export interface QuickLink {
  key: string;
  title: string;
  subtitle?: string | null;
  icon: LucideIcon;
  link: string;
  id?: number;
}

export function defaultLinks(agent: Agent): QuickLink[] {
  const links: QuickLink[] = [];
  if (agent.default_links.create_quote || agent.default_links.createQuote) {
    links.push({
      key: "create_quote",
      title: "Create Quote",
      subtitle: "Start a new quote for a customer",
      icon: FilePlus2,
      link: newQuotePath(agent),
    });
  }
  return links;
}

function QuickLinkTile({ link, onRemove }: { link: QuickLink; onRemove?: () => void }) {
  const navigate = useAppNavigate();
  const internal = isInternalLink(link.link);
  const Icon = link.icon;
  const open = () => {
    if (internal) void navigate(link.link.startsWith("/") ? link.link : `/${link.link}`);
    else
      window.open(/^https?:\/\//.test(link.link) ? link.link : `https://${link.link}`, "_blank", "noopener");
  };
  return (
    <li className="group relative">
      <button
        type="button"
        onClick={open}
        className="flex h-full w-full items-start gap-3 rounded-xl border bg-card p-4 text-left shadow-xs transition hover:-translate-y-0.5 hover:border-brand/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-strong">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1 pr-5">
          <span className="flex items-center gap-1 font-medium">
            {link.title}
            {!internal && (
              <ExternalLink aria-label="(opens in a new window)" className="size-3.5 text-muted-foreground" />
            )}
          </span>
          {link.subtitle && (
            <span className="mt-0.5 block text-sm text-muted-foreground">{link.subtitle}</span>
          )}
        </span>
      </button>
      {onRemove && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${link.title}`}
          className="absolute top-2 right-2 size-7 text-muted-foreground opacity-60 group-hover:opacity-100"
          onClick={onRemove}
        >
          <X />
        </Button>
      )}
    </li>
  );
}

/** Quick Links: the default 'Create Quote' plus the user's own links, in a 200px-minimum grid. */
export function QuickLinks({ agent }: { agent: Agent }) {
  const trpc = useTRPC();
  const links = useQuery(trpc.customLinks.list.queryOptions({}, { retry: false }));
  const invalidates = useInvalidates();
  const remove = useMutation(trpc.customLinks.delete.mutationOptions(invalidates("customLinks")));
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  // Mounted from the first "Add link" on, so the dialog's closing animation and focus return work.
  const [asked, setAsked] = useState(false);
  const custom: QuickLink[] = (links.data ?? []).map((link) => ({
    key: `custom-${link.id}`,
    id: link.id,
    title: link.title,
    subtitle: link.subtitle,
    icon: LINK_ICONS[link.icon ?? ""] ?? LinkIcon,
    link: link.link,
  }));
  const all = [...defaultLinks(agent), ...custom];
  const removeLink = async (link: QuickLink) => {
    if (!link.id || !(await confirm({ message: `Remove the link '${link.title}'?` }))) return;
    try {
      await remove.mutateAsync({ id: link.id });
      toastSuccess(MESSAGES.deactivated, `"${link.title}" is no longer in your quick links.`);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <section aria-labelledby="quick-links-heading" className="mb-8">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="quick-links-heading" className="text-lg font-semibold tracking-tight">
          Quick Links
        </h2>
        <Button
          variant="outline"
          size="sm"
          onPointerEnter={() => void loadAddLinkDialog()}
          onFocus={() => void loadAddLinkDialog()}
          onClick={() => {
            setAsked(true);
            setAdding(true);
          }}
        >
          <Plus aria-hidden="true" />
          Add link
        </Button>
      </div>
      {links.isPending ? (
        <div className="grid gap-3 [grid-template-columns:repeat(auto-fill,minmax(200px,1fr))]">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : all.length === 0 ? (
        <Card className="p-6 text-sm text-muted-foreground">
          No quick links yet. Add the pages you use most.
        </Card>
      ) : (
        <ul
          data-testid="quick-links"
          className="grid gap-3 [grid-template-columns:repeat(auto-fill,minmax(200px,1fr))]"
        >
          {all.map((link) => (
            <QuickLinkTile
              key={link.key}
              link={link}
              onRemove={link.id ? () => void removeLink(link) : undefined}
            />
          ))}
        </ul>
      )}
      {asked && (
        <Suspense fallback={null}>
          <AddLinkDialog open={adding} onOpenChange={setAdding} />
        </Suspense>
      )}
    </section>
  );
}
