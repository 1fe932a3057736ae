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
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0 flex-1 sm:min-w-64">
        {back && <div className="mb-2">{back}</div>}
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      </div>
      {/* From 1280 px the actions keep one row and the title wraps beside them. */}
      {actions && (
        <div className="flex flex-wrap gap-2 sm:justify-end xl:shrink-0 xl:flex-nowrap">{actions}</div>
      )}
    </div>
  );
}
