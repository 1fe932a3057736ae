import {
  CONFIGURATION_FIELDS,
  defaultConfiguration,
  describeConfiguration,
  encodeOrderCode,
  fieldState,
  normalize,
  priceConfiguration,
  setCompleteUnit,
  type Configuration,
  type ConfigurationField,
  type FieldStates,
  type PriceBook,
  type PriceResult,
} from "@screens/pricing";
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
export function deriveEditor(config: Configuration, book: PriceBook, markup: number): EditorDerived {
  const states = fieldState(config, book);
  const price = priceConfiguration(config, { priceBook: book, markup });
  const errors: Partial<Record<string, string>> = {};
  if (!price.ok) for (const issue of price.errors) errors[issue.path] ??= issue.message;
  let orderCode = "";
  let description = "";
  try {
    orderCode = encodeOrderCode(config, book);
    description = describeConfiguration(config, book);
  } catch {
    // An incomplete configuration has no order code yet (spec §5: blanked when a part is undefined).
  }
  return { states, price, errors, orderCode, description };
}

/** Editor state: the normalized configuration (normalize runs on every change) and the touched fields. */
export function useConfigurationEditor(initial: Configuration, book: PriceBook, markup: number) {
  const [config, setConfig] = useState(() => normalize(initial, book));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  // The latest configuration for handlers that run before React re-renders (setField and reset
  // are the only writers of `config`, and they update it together with the state).
  const configRef = useRef(config);

  const derived = useMemo(() => deriveEditor(config, book, markup), [config, book, markup]);

  const setField = useCallback(
    (field: ConfigurationField, value: unknown) => {
      const current = configRef.current;
      let next: Configuration;
      if (field === "included_complete_unit") next = setCompleteUnit(current, value === true, book);
      else {
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
