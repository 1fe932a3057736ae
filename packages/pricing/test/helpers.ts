import {
  defaultConfiguration,
  priceConfiguration,
  type Configuration,
  type PriceBreakdown,
} from "../src/index";

/** Prices a configuration built from the defaults; fails the test with the errors when invalid. */
export function price(overrides: Partial<Configuration> = {}, markup?: number): PriceBreakdown {
  const r = priceConfiguration(defaultConfiguration(overrides), markup === undefined ? {} : { markup });
  if (!r.ok) throw new Error(`expected a valid configuration: ${JSON.stringify(r.errors)}`);
  return r.breakdown;
}

/** The five assemblies off except the ones named: a component-only unit, priced from its charges. */
export function only(...flags: (keyof Configuration)[]): Partial<Configuration> {
  const off: Partial<Configuration> = {
    included_housing: false,
    included_retention: false,
    included_hem_bar: false,
    included_fabric: false,
    included_motor_tube: false,
  };
  for (const f of flags) (off as Record<string, boolean>)[f] = true;
  return off;
}

export const cents = (x: number) => Math.round(x * 100) / 100;
