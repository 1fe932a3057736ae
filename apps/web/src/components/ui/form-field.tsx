import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { Label } from "./label";

interface ControlProps {
  id?: string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** One input, select or textarea; it gets id, aria-invalid and aria-describedby. */
  children: ReactElement<ControlProps>;
  /** The validation message; shown (with a red border) only once the field is touched or submitted. */
  error?: string;
  /** Whether the message may show: react-hook-form's touched / submitted state. */
  showError?: boolean;
  required?: boolean;
  description?: ReactNode;
  /** Something to the right of the label, such as a "Forgot your password?" link. */
  labelAside?: ReactNode;
  className?: string;
  id?: string;
  /**
   * A read-only form shows values, not a task: no required mark. Defaults to the control's own
   * `disabled` prop.
   */
  readOnly?: boolean;
}

/** Label, required mark, control, hint and error text, wired together for assistive technology. */
export function FormField({
  label,
  children,
  error,
  showError = true,
  required = false,
  description,
  labelAside,
  className,
  id,
  readOnly,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const locked = readOnly ?? (isValidElement(children) && children.props.disabled === true);
  const visibleError = showError && error ? error : undefined;
  const describedBy = [description ? descriptionId : null, visibleError ? errorId : null]
    .filter(Boolean)
    .join(" ");

  return (
    // content-start: a field beside a taller one (description, error) keeps its label on the same line.
    <div className={cn("grid content-start gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId}>
          {label}
          {required && !locked && (
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          )}
        </Label>
        {labelAside}
      </div>
      {isValidElement(children)
        ? cloneElement(children, {
            id: controlId,
            "aria-invalid": visibleError ? true : undefined,
            "aria-describedby": describedBy || undefined,
            "aria-required": required || undefined,
          })
        : children}
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {visibleError && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {visibleError}
        </p>
      )}
    </div>
  );
}

/** The red line under an authentication form (first server error). */
export function FormErrorLine({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-700 dark:bg-red-950/40 dark:text-red-300"
    >
      {message}
    </p>
  );
}
