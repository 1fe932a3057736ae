import { MESSAGES } from "@screens/domain";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

export interface LoadingScreenProps {
  message?: string;
  /** Fill the viewport (default) or only the surrounding area. */
  fullScreen?: boolean;
  className?: string;
}

export function LoadingScreen({
  message = MESSAGES.loading,
  fullScreen = true,
  className,
}: LoadingScreenProps) {
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
