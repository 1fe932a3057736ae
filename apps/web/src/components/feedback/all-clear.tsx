import type { LucideIcon } from "lucide-react";

/** A list with nothing that needs anyone: its icon, what is clear and why, in place of an empty table. */
export function AllClear({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl border bg-card px-6 py-14 text-center shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-400">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-medium">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
