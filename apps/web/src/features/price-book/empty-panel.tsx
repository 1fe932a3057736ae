import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A tab with nothing to list: an icon, what is (not) there, and what to do about it. */
export function EmptyPanel({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border bg-card px-6 py-14 text-center shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-medium">{title}</p>
      {children && <p className="mt-1 max-w-md text-sm text-muted-foreground">{children}</p>}
    </div>
  );
}
