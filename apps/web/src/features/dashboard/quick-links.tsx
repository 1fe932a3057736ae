import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES, ZCustomLinkInput, type Agent, type TCustomLinkInput } from "@screens/domain";
import {
  ClipboardList,
  ExternalLink,
  FilePlus2,
  FileText,
  Globe,
  Link as LinkIcon,
  Plus,
  Store,
  Users,
  X,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { newQuotePath } from "@/features/lists/paths";
import { toastError, toastSuccess } from "@/lib/notify";
import { useInvalidates } from "@/lib/invalidate";
import { trpc } from "@/lib/trpc";

export const LINK_ICONS: Record<string, LucideIcon> = {
  link: LinkIcon,
  globe: Globe,
  quote: FileText,
  order: ClipboardList,
  dealer: Store,
  users: Users,
};

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
  const navigate = useNavigate();
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

function AddLinkDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const invalidates = useInvalidates();
  const create = trpc.customLinks.create.useMutation(invalidates("customLinks"));
  const form = useForm<TCustomLinkInput>({
    resolver: zodResolver(ZCustomLinkInput),
    mode: "onTouched",
    defaultValues: { title: "", subtitle: "", icon: "link", link: "" },
  });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      // Typed, but a proxy or an old server could still answer without an id.
      if (typeof (created as { id?: unknown } | null)?.id !== "number") {
        toastError(MESSAGES.invalidServerResponse);
        return;
      }
      toastSuccess(MESSAGES.created, `"${values.title}" is now one of your quick links.`);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      toastError(error);
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Quick Link"
      description="Links without a dot open inside the panel (e.g. /panel/orders); web addresses open in a new window."
    >
      <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
        <FormField
          label="Title"
          required
          error={errors.title?.message}
          showError={touchedFields.title || isSubmitted}
        >
          <Input {...form.register("title")} data-autofocus />
        </FormField>
        <FormField label="Subtitle" error={errors.subtitle?.message}>
          <Input {...form.register("subtitle")} />
        </FormField>
        <FormField label="Icon">
          <Select
            {...form.register("icon")}
            options={Object.keys(LINK_ICONS).map((key) => ({
              value: key,
              label: key.charAt(0).toUpperCase() + key.slice(1),
            }))}
          />
        </FormField>
        <FormField
          label="Link"
          required
          error={errors.link?.message}
          showError={touchedFields.link || isSubmitted}
        >
          <Input {...form.register("link")} placeholder="/panel/orders or example.com" />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            Add link
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Quick Links: the default 'Create Quote' plus the user's own links, in a 200px-minimum grid. */
export function QuickLinks({ agent }: { agent: Agent }) {
  const links = trpc.customLinks.list.useQuery({}, { retry: false });
  const invalidates = useInvalidates();
  const remove = trpc.customLinks.delete.useMutation(invalidates("customLinks"));
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
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
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
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
      <AddLinkDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
