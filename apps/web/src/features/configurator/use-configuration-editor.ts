import {
  CONFIGURATION_FIELDS,
  defaultConfiguration,
  type Configuration,
  type ConfigurationField,
} from "@screens/pricing/configuration";
import {
  describeConfiguration,
  encodeOrderCode,
  fieldState,
  normalize,
  priceConfiguration,
  setCompleteUnit,
  type FieldStates,
  type PriceResult,
} from "@screens/pricing";
import type { PriceBook } from "@screens/pricing/book";
import type { DealerTerms } from "@screens/pricing/money";
import { useCallback, useMemo, useRef, useState } from "react";

/** The configuration fields of a loaded (or saved) unit, as the pricing library's Configuration. */
export function toConfiguration(row: Partial<Record<ConfigurationField, unknown>>): Configuration {
  const picked: Partial<Record<ConfigurationField, unknown>> = {};
  for (const field of CONFIGURATION_FIELDS) if (row[field] !== undefined) picked[field] = row[field];
  return defaultConfiguration(picked as Partial<Configuration>);
}

export function sameConfiguration(a: Configuration, b: Configuration): boolean {
  for (const field of CONFIGURATION_FIELDS) {
    const x = a[field];
    const y = b[field];
    if (x !== y && !(Number.isNaN(x) && Number.isNaN(y))) return false;
  }
  return true;
}

export interface EditorDerived {
  states: FieldStates;
  price: PriceResult;
  /** Field -> first problem (from `validate`, via priceConfiguration). */
  errors: Partial<Record<string, string>>;
  orderCode: string;
  description: string;
}

/**
 * Everything the editor shows for a configuration, computed by @screens/pricing only: field states
 * (visibility, required, options), the problems and the price with the server's book.
 */
export function deriveEditor(
  config: Configuration,
  book: PriceBook,
  markup: number,
  terms?: DealerTerms,
): EditorDerived {
  const states = fieldState(config, book);
  const price = priceConfiguration(config, { priceBook: book, markup, terms });
  const errors: Partial<Record<string, string>> = {};
  if (!price.ok) for (const issue of price.errors) errors[issue.path] ??= issue.message;
  let orderCode = "";
  let description = "";
  try {
    orderCode = encodeOrderCode(config, book);
    description = describeConfiguration(config, book);
  } catch {
    // An incomplete configuration has no order code yet (product rule R18: blank when a part is undefined).
  }
  return { states, price, errors, orderCode, description };
}

/** What turning the clear window on replaces, and turning it off gives back (decision 071). */
const CLEAR_WINDOW_REPLACES = [
  "fabric_collection",
  "fabric_color",
  "housing_type",
  "fabric_seam_location",
] as const;
type ClearWindowMemory = Pick<Configuration, (typeof CLEAR_WINDOW_REPLACES)[number]>;

function pickReplaced(config: Configuration): ClearWindowMemory {
  const picked = {} as Record<string, unknown>;
  for (const field of CLEAR_WINDOW_REPLACES) picked[field] = config[field];
  return picked as ClearWindowMemory;
}

/**
 * Turning the clear window off: the clear-window fabric no longer applies. The fabric, housing and
 * seam the unit had before it was turned on come back; a unit that was loaded with a clear window
 * gets the default fabric and keeps its (jumbo) housing, rather than a blank fabric.
 */
export function withoutClearWindow(
  current: Configuration,
  before: ClearWindowMemory | null,
  book: PriceBook,
): Configuration {
  const defaults = defaultConfiguration();
  const restored: Partial<Configuration> = before ?? {
    fabric_collection: defaults.fabric_collection,
    fabric_color: defaults.fabric_color,
  };
  return normalize({ ...current, ...restored, included_clear_window: false }, book);
}

/** Editor state: the normalized configuration (normalize runs on every change) and the touched fields. */
export function useConfigurationEditor(
  initial: Configuration,
  book: PriceBook,
  markup: number,
  terms?: DealerTerms,
) {
  const [config, setConfig] = useState(() => normalize(initial, book));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // The latest configuration for handlers that run before React re-renders (setField and reset
  // are the only writers of `config`, and they update it together with the state).
  const configRef = useRef(config);
  const beforeClearWindow = useRef<ClearWindowMemory | null>(null);

  const derived = useMemo(() => deriveEditor(config, book, markup, terms), [config, book, markup, terms]);

  const setField = useCallback(
    (field: ConfigurationField, value: unknown) => {
      const current = configRef.current;
      let next: Configuration;
      if (field === "included_complete_unit") next = setCompleteUnit(current, value === true, book);
      else if (field === "included_clear_window" && value !== true && current.included_clear_window)
        next = withoutClearWindow(current, beforeClearWindow.current, book);
      else {
        if (field === "included_clear_window" && value === true && !current.included_clear_window)
          beforeClearWindow.current = pickReplaced(current);
        const draft = { ...current, [field]: value } as Configuration;
        // A sensible start for a newly added buildout: one piece.
        if (field === "included_buildout" && value === true && !(current.buildout_quantity >= 1))
          draft.buildout_quantity = 1;
        next = normalize(draft, book);
      }
      configRef.current = next;
      setConfig(next);
      return next;
    },
    [book],
  );

  const touch = useCallback((field: string) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);

  const touchAll = useCallback(() => setTouched(new Set(CONFIGURATION_FIELDS)), []);

  const reset = useCallback(
    (value: Configuration) => {
      const next = normalize(value, book);
      configRef.current = next;
      setConfig(next);
    },
    [book],
  );

  return { config, configRef, derived, touched, setField, touch, touchAll, reset };
}
