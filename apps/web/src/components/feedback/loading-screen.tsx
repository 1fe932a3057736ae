import { MESSAGES } from "@screens/domain/messages";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

export interface LoadingScreenProps {
  message?: string;
  /** Fill the viewport (default) or only the surrounding area. */
  fullScreen?: boolean;
  className?: string;
}

/**
 * The loading screen: full height, a spinner and 'Loading...'. Inside the panel a plain load
 * (no message of its own) shows the shape of a screen instead, a heading and cards in skeleton form, so
 * the page does not blink from a spinner to content (decision 107); a named wait ("Creating the unit…")
 * keeps the spinner and its words.
 */
export function LoadingScreen({
  message = MESSAGES.loading,
  fullScreen = true,
  className,
}: LoadingScreenProps) {
  if (!fullScreen && message === MESSAGES.loading)
    return <PageSkeleton message={message} className={className} />;
  return (
    <div
      className={cn(
        "flex w-full flex-col items-center justify-center gap-4 p-6 text-center",
        fullScreen ? "min-h-dvh" : "h-full min-h-64",
        className,
      )}
    >
      <div className="relative flex size-14 items-center justify-center rounded-2xl bg-card shadow-md ring-1 ring-border">
        <Spinner className="size-7" label={message} />
      </div>
      <p className="text-sm font-medium text-muted-foreground" aria-hidden="true">
        {message}
      </p>
    </div>
  );
}

/** A screen's outline while its data loads: title, subtitle, a main card and a side card. */
function PageSkeleton({ message, className }: { message: string; className?: string }) {
  return (
    <div role="status" aria-label={message} className={cn("flex w-full flex-col gap-6", className)}>
      <span className="sr-only">{message}</span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-56 max-w-full" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-4 rounded-xl border bg-card p-6 lg:col-span-2">
          <Skeleton className="h-5 w-40" />
          {[100, 92, 96, 80, 88].map((width) => (
            <Skeleton key={width} className="h-4" style={{ width: `${String(width)}%` }} />
          ))}
        </div>
        <div className="flex flex-col gap-4 rounded-xl border bg-card p-6">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="mt-2 h-9 w-full" />
        </div>
      </div>
    </div>
  );
}
