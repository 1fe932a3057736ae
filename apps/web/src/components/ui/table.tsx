import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/**
 * The scroll container lets wide tables scroll sideways inside their card on phones. It is also a
 * size query container, so a cell's content can be as wide as the visible part (100cqw).
 */
export function Table({
  className,
  keyboardScroll = false,
  ...props
}: HTMLAttributes<HTMLTableElement> & {
  /**
   * For a table with nothing to focus in it (figures only): its scroll container takes the focus, so
   * a keyboard can scroll it sideways on a phone. It is named as the table is.
   */
  keyboardScroll?: boolean;
}) {
  const region = keyboardScroll
    ? {
        role: "region",
        tabIndex: 0,
        "aria-label": props["aria-label"],
        "aria-labelledby": props["aria-labelledby"],
      }
    : {};
  return (
    <div
      className="@container relative w-full overflow-x-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-slot="table-container"
      {...region}
    >
      <table className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn("bg-muted/60 [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={cn(
        "border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-brand-soft/60",
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      className={cn(
        "h-11 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn("px-3 py-3 align-middle whitespace-nowrap", className)} {...props} />;
}

export function TableCaption({ className, ...props }: HTMLAttributes<HTMLTableCaptionElement>) {
  return <caption className={cn("mt-4 text-sm text-muted-foreground", className)} {...props} />;
}
