import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export type StatusTone = "danger" | "warning" | "neutral";

const TONES: Record<StatusTone, { badge: string; icon: string; code: string }> = {
  danger: {
    badge: "bg-red-50 ring-red-50/50 dark:bg-red-950/50 dark:ring-red-950/25",
    icon: "text-red-600 dark:text-red-400",
    code: "text-red-700 dark:text-red-400",
  },
  warning: {
    badge: "bg-amber-50 ring-amber-50/50 dark:bg-amber-950/50 dark:ring-amber-950/25",
    icon: "text-amber-600 dark:text-amber-400",
    code: "text-amber-800 dark:text-amber-300",
  },
  neutral: {
    badge: "bg-muted ring-muted/50",
    icon: "text-muted-foreground",
    code: "text-muted-foreground",
  },
};

export interface StatusScreenProps {
  icon: LucideIcon;
  tone: StatusTone;
  /** The line above the heading, e.g. "Error: 404". */
  codeLine?: string;
  title: string;
  message?: string;
  /** The recommended action (the error catalogue's third column). */
  action?: string;
  /** Links or buttons at the bottom. */
  children: ReactNode;
  fullScreen?: boolean;
}

/**
 * The one layout of the panel's error, 403 and 404 screens (decision 107): a card with the icon, the
 * code, what happened, what to do, and where to go.
 */
export function StatusScreen({
  icon: Icon,
  tone,
  codeLine,
  title,
  message,
  action,
  children,
  fullScreen = true,
}: StatusScreenProps) {
  const colours = TONES[tone];
  // Inside the panel the shell's <main> already holds the screen: a second one would be a duplicate
  // landmark (axe: landmark-unique, landmark-no-duplicate-main).
  const Root = fullScreen ? "main" : "div";
  return (
    <Root
      className={cn(
        "flex w-full items-center justify-center bg-background px-4 py-12",
        fullScreen ? "min-h-dvh" : "min-h-[60vh]",
      )}
    >
      <section
        aria-labelledby="status-screen-title"
        className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-lg shadow-slate-900/5"
      >
        <div
          className={cn(
            "mx-auto flex size-14 items-center justify-center rounded-full ring-8",
            colours.badge,
          )}
        >
          <Icon aria-hidden="true" className={cn("size-7", colours.icon)} />
        </div>
        {codeLine && (
          <p className={cn("mt-6 font-mono text-sm font-semibold tracking-wide", colours.code)}>{codeLine}</p>
        )}
        <h1 id="status-screen-title" className="mt-2 text-2xl font-semibold tracking-tight text-balance">
          {title}
        </h1>
        {message && <p className="mt-3 text-muted-foreground">{message}</p>}
        {action && (
          <div className="mt-6 rounded-lg bg-muted px-4 py-3 text-left text-sm">
            <p className="font-medium text-foreground">Recommended action</p>
            <p className="mt-0.5 text-muted-foreground">{action}</p>
          </div>
        )}
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">{children}</div>
      </section>
    </Root>
  );
}
