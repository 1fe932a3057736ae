import type { ReactNode } from "react";

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Usually a <BackButton />. */
  back?: ReactNode;
}

export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      <div className="min-w-0 flex-auto sm:min-w-64">
        {back && <div className="mb-2">{back}</div>}
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      </div>
      {/* The actions keep one row: beside the title when both fit, else the whole row under it
          (right-aligned), never broken in two (the title takes its own width first). */}
      {actions && <div className="flex flex-wrap gap-2 sm:ml-auto sm:justify-end">{actions}</div>}
    </div>
  );
}
