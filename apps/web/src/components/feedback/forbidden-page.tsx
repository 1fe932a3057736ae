import { MESSAGES } from "@screens/domain";
import { ShieldX } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export interface ForbiddenPageProps {
  message?: string;
  fullScreen?: boolean;
  /** Offer the login page (for visitors who are not signed in). */
  showLogin?: boolean;
}

/** The 403 view: shown when a permission check fails or a visitor is not signed in. */
export function ForbiddenPage({
  message = MESSAGES.notAuthorized,
  fullScreen = false,
  showLogin = false,
}: ForbiddenPageProps) {
  return (
    <main
      className={cn(
        "flex w-full flex-col items-center justify-center px-4 py-16 text-center",
        fullScreen ? "min-h-dvh" : "min-h-[60vh]",
      )}
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-amber-50 ring-8 ring-amber-50/50 dark:bg-amber-950/50 dark:ring-amber-950/25">
        <ShieldX aria-hidden="true" className="size-7 text-amber-600 dark:text-amber-400" />
      </div>
      <p className="mt-6 font-mono text-sm font-semibold text-amber-700 dark:text-amber-300">403</p>
      <h1 className="mt-1 max-w-md text-2xl font-semibold tracking-tight text-balance">{message}</h1>
      <p className="mt-2 max-w-md text-sm text-muted-foreground">
        If you believe you should have access, ask your administrator to review your permissions.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href="/" className={buttonVariants({ variant: showLogin ? "outline" : "default" })}>
          Go to Homepage
        </a>
        {showLogin && (
          <a href="/login" className={buttonVariants({ variant: "default" })}>
            Log in
          </a>
        )}
      </div>
    </main>
  );
}
