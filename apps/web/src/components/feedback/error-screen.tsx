import { errorForStatus } from "@screens/domain";
import { Home, TriangleAlert } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export interface ErrorScreenProps {
  /** HTTP status; shown as "Error: {code}" and used to pick the catalogue's friendly message. */
  code?: number | string | null;
  /** Overrides the catalogue message. */
  message?: string;
  /** Overrides the heading (the catalogue title by default). */
  title?: string;
  fullScreen?: boolean;
}

/**
 * Full-height error view: a supplied message wins, then the catalogue message for the code,
 * then the unknown-error message. 'Go to Homepage' is a full document link so any broken state resets.
 */
export function ErrorScreen({ code, message, title, fullScreen = true }: ErrorScreenProps) {
  const entry = errorForStatus(code);
  const hasCode = code !== null && code !== undefined && code !== "";
  return (
    <main
      className={cn(
        "flex w-full items-center justify-center bg-background px-4 py-12",
        fullScreen ? "min-h-dvh" : "min-h-[60vh]",
      )}
    >
      <section
        aria-labelledby="error-screen-title"
        className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-lg shadow-slate-900/5"
      >
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 ring-8 ring-red-50/50 dark:bg-red-950/50 dark:ring-red-950/25">
          <TriangleAlert aria-hidden="true" className="size-7 text-red-600 dark:text-red-400" />
        </div>
        {hasCode && (
          <p className="mt-6 font-mono text-sm font-semibold tracking-wide text-red-600 dark:text-red-400">
            Error: {code}
          </p>
        )}
        <h1 id="error-screen-title" className="mt-2 text-2xl font-semibold tracking-tight">
          {title ?? entry.title}
        </h1>
        <p className="mt-3 text-muted-foreground">{message ?? entry.message}</p>
        <div className="mt-6 rounded-lg bg-muted px-4 py-3 text-left text-sm">
          <p className="font-medium text-foreground">Recommended action</p>
          <p className="mt-0.5 text-muted-foreground">{entry.action}</p>
        </div>
        <a href="/" className={cn(buttonVariants({ variant: "default" }), "mt-8 w-full sm:w-auto")}>
          <Home aria-hidden="true" />
          Go to Homepage
        </a>
      </section>
    </main>
  );
}
