import { MESSAGES } from "@screens/domain/messages";
import { FileX2 } from "lucide-react";

/**
 * Expired, withdrawn and unknown links all end here, with one calm message (decision 062): the page
 * never says which, so a token cannot be probed.
 */
export function InvalidLinkPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-12">
      <section
        aria-labelledby="invalid-link-title"
        className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-lg shadow-slate-900/5"
      >
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-muted ring-8 ring-muted/50">
          <FileX2 aria-hidden="true" className="size-7 text-muted-foreground" />
        </div>
        <h1 id="invalid-link-title" className="mt-6 text-xl font-semibold tracking-tight text-balance">
          {MESSAGES.quoteLinkInvalid}
        </h1>
      </section>
    </main>
  );
}
