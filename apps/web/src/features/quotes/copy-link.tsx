import { useQuery } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

/** The homeowner's live link of a sent quote (decision 183), read while `enabled`. */
export function useShareLink(quoteId: number, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.quoteSharing.link.queryOptions({ id: quoteId }, { enabled }));
}

/** Copies `url`, then says so; without a clipboard (no secure context) it says how to copy by hand. */
export async function copyLink(url: string): Promise<boolean> {
  let copied = false;
  try {
    // Undefined outside a secure context: the TypeError lands here too.
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch {
    copied = false;
  }
  if (copied) toastSuccess("Link copied.", "Paste it into a text message to your customer.");
  else toastError("The link could not be copied: select it and copy it by hand.");
  return copied;
}

/**
 * "Copy link" for the rep to text the homeowner their link (decision 183, product rule R46): the live
 * link, read from the server beforehand so the copy happens within the click. Nothing without one
 * (never sent, withdrawn, expired, or sent before links were kept).
 */
export function CopyLinkButton({
  quoteId,
  enabled = true,
  showUrl = false,
}: {
  quoteId: number;
  enabled?: boolean;
  /** Also shows the address, selectable, for a browser without a clipboard. */
  showUrl?: boolean;
}) {
  const link = useShareLink(quoteId, enabled);
  const url = link.data?.link?.url;
  if (!url) return null;
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
      {showUrl && (
        <input
          readOnly
          aria-label="Customer's link"
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-9 min-w-0 flex-1 truncate rounded-md border bg-muted/40 px-3 font-mono text-xs"
        />
      )}
      <Button variant="outline" size="sm" onClick={() => void copyLink(url)}>
        <Link2 aria-hidden="true" />
        Copy link
      </Button>
    </div>
  );
}
