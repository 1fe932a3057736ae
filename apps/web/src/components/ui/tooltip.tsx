import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ "aria-describedby"?: string }>;
  side?: "right" | "top" | "bottom";
  /** When false the tooltip is not rendered (e.g. the side navigation is expanded and shows labels). */
  enabled?: boolean;
  className?: string;
}

const SIDE_CLASSES = {
  right: "left-full top-1/2 ml-3 -translate-y-1/2",
  top: "bottom-full left-1/2 mb-2 -translate-x-1/2",
  bottom: "top-full left-1/2 mt-2 -translate-x-1/2",
} as const;

/** A CSS-driven tooltip: shows on hover and on keyboard focus, described to screen readers. */
export function Tooltip({ content, children, side = "right", enabled = true, className }: TooltipProps) {
  const id = useId();
  if (!enabled || !isValidElement(children)) return children;
  return (
    <span className="group/tooltip relative inline-flex">
      {cloneElement(children, { "aria-describedby": id })}
      <span
        id={id}
        role="tooltip"
        className={cn(
          "pointer-events-none absolute z-50 rounded-md bg-slate-950 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-lg transition-opacity duration-150 group-focus-within/tooltip:opacity-100 group-hover/tooltip:opacity-100",
          SIDE_CLASSES[side],
          className,
        )}
      >
        {content}
      </span>
    </span>
  );
}
