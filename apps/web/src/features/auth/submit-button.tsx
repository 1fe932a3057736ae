import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export interface SubmitButtonProps {
  working: boolean;
  /** Shown beside a spinner while working, e.g. 'Logging you in...'. */
  workingLabel: string;
  children: ReactNode;
}

export function SubmitButton({ working, workingLabel, children }: SubmitButtonProps) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={working} aria-busy={working}>
      {working ? (
        <>
          <Spinner className="size-4 text-current" label={workingLabel} />
          <span aria-hidden="true">{workingLabel}</span>
        </>
      ) : (
        children
      )}
    </Button>
  );
}
