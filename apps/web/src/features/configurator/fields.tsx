import type { Configuration, ConfigurationField } from "@screens/pricing/configuration";
import type { FieldState } from "@screens/pricing";
import { createContext, useContext, useId, useState, type ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { formatInches } from "@screens/pricing/inches";
import { cn } from "@/lib/utils";
import { labelOf } from "./labels";

export interface FieldContextValue {
  config: Configuration;
  states: Record<ConfigurationField, FieldState>;
  errors: Partial<Record<string, string>>;
  touched: ReadonlySet<string>;
  readOnly: boolean;
  setField: (field: ConfigurationField, value: unknown) => void;
  touch: (field: string) => void;
  /** Called when a dimension is committed (blur or fraction change), for the housing advice. */
  onCommit?: (field: ConfigurationField) => void;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

function useFieldContext(): FieldContextValue {
  const value = useContext(FieldContext);
  if (!value) throw new Error("Configurator fields must be inside <FieldContext.Provider>");
  return value;
}

function useFieldProps(field: ConfigurationField) {
  const ctx = useFieldContext();
  const state = ctx.states[field];
  return {
    ctx,
    state,
    error: ctx.errors[field],
    showError: ctx.touched.has(field),
    disabled: ctx.readOnly || !state.enabled,
  };
}

/**
 * A field of a unit that can no longer change, read as a document (decision 199): its label and its
 * value as text, no greyed-out control. Inside the section's <dl>.
 */
export function ReadOnlyValue({ field, value }: { field: ConfigurationField; value: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5" data-field={field}>
      <dt className="text-sm text-muted-foreground">{labelOf(field)}</dt>
      <dd className="text-sm font-medium break-words">{value}</dd>
    </div>
  );
}

/** "None" for a field without a value, as the document reads. */
const NONE = "None";

/** A select whose options come from fieldState: hidden ones left out, disabled ones disabled. */
export function SelectControl({ field, hint }: { field: ConfigurationField; hint?: ReactNode }) {
  const { ctx, state, error, showError, disabled } = useFieldProps(field);
  if (!state.visible) return null;
  const raw = ctx.config[field];
  const value = raw === null ? "" : String(raw);
  const options = (state.options ?? [])
    .filter((option) => option.visible)
    .map((option) => ({ value: option.value, label: option.label, disabled: !option.enabled }));
  if (ctx.readOnly)
    return (
      <ReadOnlyValue
        field={field}
        value={
          value === ""
            ? NONE
            : ((state.options ?? []).find((option) => option.value === value)?.label ?? value)
        }
      />
    );
  return (
    <FormField
      label={labelOf(field)}
      required={state.required}
      readOnly={ctx.readOnly}
      error={error}
      showError={showError}
      description={hint}
    >
      <Select
        name={field}
        value={value}
        disabled={disabled}
        placeholder={value === "" ? "Select…" : undefined}
        options={options}
        className={cn(showError && error && "border-destructive")}
        onChange={(event) => {
          const v = event.target.value;
          ctx.setField(field, field === "rotate_fabric" ? (v === "n/a" ? "n/a" : v === "true") : v || null);
          ctx.touch(field);
          ctx.onCommit?.(field);
        }}
        onBlur={() => ctx.touch(field)}
      />
    </FormField>
  );
}

/** A switch-style checkbox for the boolean fields. */
export function ToggleControl({
  field,
  description,
  onChange,
}: {
  field: ConfigurationField;
  description?: ReactNode;
  onChange?: (value: boolean) => void;
}) {
  const { ctx, state, disabled } = useFieldProps(field);
  const id = useId();
  if (!state.visible) return null;
  const checked = ctx.config[field] === true;
  if (ctx.readOnly) return <ReadOnlyValue field={field} value={checked ? "Yes" : "No"} />;
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors",
        checked ? "border-primary/40 bg-primary/[0.03]" : "hover:bg-accent/50",
        disabled && "cursor-not-allowed opacity-70",
      )}
    >
      <input
        id={id}
        type="checkbox"
        role="switch"
        name={field}
        checked={checked}
        disabled={disabled}
        aria-checked={checked}
        onChange={(event) => {
          if (onChange) onChange(event.target.checked);
          else ctx.setField(field, event.target.checked);
          ctx.touch(field);
        }}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className={cn(
          "relative mt-0.5 inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/40",
          checked ? "bg-primary dark:bg-brand" : "bg-slate-300 dark:bg-slate-600",
        )}
      >
        <span
          className={cn(
            "inline-block size-4 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-[18px]" : "translate-x-0.5",
          )}
        />
      </span>
      <span className="min-w-0">
        <span className="block text-sm leading-5 font-medium">{labelOf(field)}</span>
        {description && <span className="block text-xs text-muted-foreground">{description}</span>}
      </span>
    </label>
  );
}

export const FRACTIONS: readonly { value: number; label: string }[] = Array.from({ length: 16 }, (_, k) => {
  if (k === 0) return { value: 0, label: "0" };
  let n = k;
  let d = 16;
  while (n % 2 === 0) {
    n /= 2;
    d /= 2;
  }
  return { value: k, label: `${n}/${d}` };
});

function splitInches(value: number | null): { whole: string; sixteenths: number } {
  if (value === null || Number.isNaN(value)) return { whole: "", sixteenths: 0 };
  const whole = Math.floor(value);
  const k = Math.round((value - whole) * 16);
  if (Math.abs((value - whole) * 16 - k) < 1e-9 && k < 16) return { whole: String(whole), sixteenths: k };
  return { whole: String(value), sixteenths: 0 };
}

/** Inches with the sixteenth-of-an-inch fraction picker (0 to 15/16 in). */
export function DimensionControl({ field, hint }: { field: ConfigurationField; hint?: ReactNode }) {
  const { ctx, state, error, showError, disabled } = useFieldProps(field);
  const value = ctx.config[field] as number | null;
  const nullable = value === null || field.startsWith("mullion_") || field === "fabric_seam_specified";
  const split = splitInches(value);
  const [text, setText] = useState(split.whole);
  const fractionId = useId();
  // Follow outside changes (normalize, reset) unless the text already means the same number:
  // adjusted while rendering when the value changes (React re-renders at once, no effect pass).
  const [seenValue, setSeenValue] = useState(value);
  if (!Object.is(seenValue, value)) {
    setSeenValue(value);
    const parsed = text.trim() === "" ? null : Number(text);
    const current = parsed === null ? null : parsed + split.sixteenths / 16;
    const same = current === value || (current === null && (value === null || Number.isNaN(value)));
    if (!same) setText(split.whole);
  }
  if (!state.visible) return null;
  if (ctx.readOnly)
    return (
      <ReadOnlyValue
        field={field}
        value={value === null || Number.isNaN(value) ? NONE : `${formatInches(value)}"`}
      />
    );

  const commit = (whole: string, sixteenths: number) => {
    const trimmed = whole.trim();
    let next: number | null;
    if (trimmed === "") next = nullable && sixteenths === 0 ? null : nullable ? sixteenths / 16 : Number.NaN;
    else {
      const n = Number(trimmed);
      next = Number.isFinite(n) ? n + sixteenths / 16 : Number.NaN;
    }
    ctx.setField(field, next);
  };
  const invalid = showError && Boolean(error);
  return (
    <FormField
      label={labelOf(field)}
      required={state.required}
      readOnly={ctx.readOnly}
      error={error}
      showError={showError}
      description={hint}
    >
      <DimensionInputs
        name={field}
        text={text}
        sixteenths={split.sixteenths}
        disabled={disabled}
        invalid={invalid}
        fractionId={fractionId}
        fractionLabel={`${labelOf(field)} fraction`}
        onText={(t) => {
          setText(t);
          commit(t, split.sixteenths);
        }}
        onFraction={(k) => {
          commit(text, k);
          ctx.touch(field);
          ctx.onCommit?.(field);
        }}
        onBlur={() => {
          ctx.touch(field);
          ctx.onCommit?.(field);
        }}
      />
    </FormField>
  );
}

interface DimensionInputsProps {
  id?: string;
  name: string;
  text: string;
  sixteenths: number;
  disabled: boolean;
  invalid: boolean;
  fractionId: string;
  fractionLabel: string;
  onText: (text: string) => void;
  onFraction: (sixteenths: number) => void;
  onBlur: () => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

function DimensionInputs({
  id,
  name,
  text,
  sixteenths,
  disabled,
  invalid,
  fractionId,
  fractionLabel,
  onText,
  onFraction,
  onBlur,
  ...aria
}: DimensionInputsProps) {
  return (
    <div className="flex items-stretch gap-2">
      <div className="relative min-w-0 flex-1">
        <Input
          id={id}
          name={name}
          type="number"
          inputMode="decimal"
          step="any"
          value={text}
          disabled={disabled}
          className={cn("pr-9 tabular-nums", invalid && "border-destructive")}
          onChange={(event) => onText(event.target.value)}
          onBlur={onBlur}
          {...aria}
        />
        <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs text-muted-foreground">
          in
        </span>
      </div>
      {/* Wide enough for '15/16 in' with the chevron (16 px text on phones). */}
      <div className="w-32 shrink-0">
        <label htmlFor={fractionId} className="sr-only">
          {fractionLabel}
        </label>
        <Select
          id={fractionId}
          name={`${name}_fraction`}
          value={String(sixteenths)}
          disabled={disabled}
          onChange={(event) => onFraction(Number(event.target.value))}
          options={FRACTIONS.map((f) => ({ value: String(f.value), label: `${f.label} in` }))}
          className="tabular-nums"
        />
      </div>
    </div>
  );
}

/** Plain text (unit name) and whole numbers (buildout quantity). */
export function TextControl({
  field,
  type = "text",
}: {
  field: ConfigurationField;
  type?: "text" | "integer";
}) {
  const { ctx, state, error, showError, disabled } = useFieldProps(field);
  const value = ctx.config[field];
  const [text, setText] = useState(value === null || Number.isNaN(value) ? "" : String(value));
  // Follow outside changes unless the text already means the value (adjusted while rendering).
  const [seenValue, setSeenValue] = useState(value);
  if (!Object.is(seenValue, value)) {
    setSeenValue(value);
    if (type === "integer") {
      const parsed = text.trim() === "" ? Number.NaN : Number(text);
      if (parsed !== value && !(Number.isNaN(parsed) && Number.isNaN(value)))
        setText(value === null || Number.isNaN(value) ? "" : String(value));
    } else if (text !== value) setText(String(value ?? ""));
  }
  if (!state.visible) return null;
  if (ctx.readOnly)
    return (
      <ReadOnlyValue
        field={field}
        value={value === null || value === "" || Number.isNaN(value) ? NONE : String(value)}
      />
    );
  return (
    <FormField
      label={labelOf(field)}
      required={state.required}
      readOnly={ctx.readOnly}
      error={error}
      showError={showError}
    >
      <Input
        name={field}
        type={type === "integer" ? "number" : "text"}
        inputMode={type === "integer" ? "numeric" : undefined}
        min={type === "integer" ? 1 : undefined}
        step={type === "integer" ? 1 : undefined}
        value={text}
        disabled={disabled}
        className={cn(showError && error && "border-destructive")}
        onChange={(event) => {
          const t = event.target.value;
          setText(t);
          ctx.setField(field, type === "integer" ? (t.trim() === "" ? Number.NaN : Number(t)) : t);
        }}
        onBlur={() => ctx.touch(field)}
      />
    </FormField>
  );
}
