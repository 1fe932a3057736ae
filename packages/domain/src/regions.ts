/**
 * US states (with DC and Puerto Rico) and Canadian provinces and territories, by their two-letter
 * codes: a quote's sales tax is looked up by the code of its region, however the address spells it
 * (docs/decisions/132-service-lines-and-sales-tax.md).
 */
export const REGIONS: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  PR: "Puerto Rico",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  NT: "Northwest Territories",
  NU: "Nunavut",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  YT: "Yukon",
};

const BY_NAME = new Map(Object.entries(REGIONS).map(([code, name]) => [name.toLowerCase(), code] as const));
BY_NAME.set("québec", "QC");
BY_NAME.set("washington dc", "DC");
BY_NAME.set("washington, d.c.", "DC");

/** "FL", "fl", "Florida", " florida " -> "FL"; anything else -> null. */
export function regionCode(text: string | null | undefined): string | null {
  const value = text?.trim() ?? "";
  if (!value) return null;
  const upper = value.toUpperCase();
  if (upper in REGIONS) return upper;
  return BY_NAME.get(value.toLowerCase()) ?? null;
}
