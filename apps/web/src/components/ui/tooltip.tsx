import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; Radix describes it by the tooltip while shown. */
  children: ReactElement;
  side?: "right" | "top" | "bottom";
  /** When false the tooltip is not rendered (e.g. the side navigation is expanded and shows labels). */
  enabled?: boolean;
  className?: string;
}

/**
 * A tooltip on Radix (shadcn/ui): shows on hover and keyboard focus, Escape hides it, portalled so
 * no container clips it. Each tooltip carries its own provider (as shadcn/ui does).
 */
export function Tooltip({ content, children, side = "right", enabled = true, className }: TooltipProps) {
  if (!enabled) return children;
  return (
    <TooltipPrimitive.Provider delayDuration={150}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={side === "right" ? 12 : 8}
            className={cn(
              "z-50 animate-fade-in rounded-md bg-slate-950 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow-lg dark:bg-slate-700",
              className,
            )}
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
