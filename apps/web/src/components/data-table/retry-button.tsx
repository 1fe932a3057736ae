import { RotateCw } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";

interface RetryButtonProps extends Omit<ButtonProps, "children" | "disabled" | "size" | "variant"> {
  /** The retry is on its way: the button is disabled and its icon turns. */
  pending: boolean;
}

/** Retry for a row of work the server retries (an e-mail, a background job) that failed for good. */
export function RetryButton({ pending, ...props }: RetryButtonProps) {
  return (
    <Button size="sm" variant="outline" disabled={pending} {...props}>
      <RotateCw aria-hidden="true" className={pending ? "animate-spin" : undefined} />
      Retry
    </Button>
  );
}
