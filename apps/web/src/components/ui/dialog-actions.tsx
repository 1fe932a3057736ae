import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";

type DialogActionsProps = {
  /** Cancel: closes the dialog, nothing done. */
  onCancel: () => void;
  /** The primary action's label. */
  children: ReactNode;
  /** The action is under way: the primary button is disabled until it ends. */
  pending: boolean;
  variant?: ButtonProps["variant"];
} & (
  | { /** The id of the form the primary button submits. */ form: string; onAction?: never }
  | { form?: never; onAction: () => void }
);

/** A dialog's footer: Cancel, then its one primary action (submitting its form, or a click). */
export function DialogActions({ onCancel, children, pending, variant, form, onAction }: DialogActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        type={form ? "submit" : "button"}
        form={form}
        onClick={onAction}
        variant={variant}
        disabled={pending}
      >
        {children}
      </Button>
    </>
  );
}
