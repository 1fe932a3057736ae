import { z } from "zod";
import { ZLineChoiceFields } from "./line-choices.js";
import { regionCode } from "../regions.js";
import { ZId } from "./common.js";

/**
 * The dealer's service lines and sales tax (docs/decisions/132-service-lines-and-sales-tax.md):
 * its catalogue of services, the services on a quote, its tax rates by state or province, and a
 * quote's tax region or exemption.
 */
export const SERVICE_NAME_MAX = 120;
export const SERVICE_PRICE_MAX = 1_000_000;
export const SERVICE_QUANTITY_MAX = 999;
export const TAX_RATE_MAX = 30;

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const ZServiceName = z
  .string({ error: "A service needs a name." })
  .trim()
  .min(1, { error: "A service needs a name." })
  .max(SERVICE_NAME_MAX, { error: "A service's name can be at most 120 characters." });
const ZServicePrice = z
  .number({ error: "The price must be a number." })
  .min(0, { error: "The price cannot be negative." })
  .max(SERVICE_PRICE_MAX, { error: "The price can be at most $1,000,000." })
  .refine(hasCents, { error: "The price is in dollars and cents." });
const ZServiceQuantity = z
  .number({ error: "The quantity must be a whole number from 1 to 999." })
  .int({ error: "The quantity must be a whole number from 1 to 999." })
  .min(1, { error: "The quantity must be a whole number from 1 to 999." })
  .max(SERVICE_QUANTITY_MAX, { error: "The quantity must be a whole number from 1 to 999." });
const ZTaxable = z.boolean({ error: "taxable must be true or false." });

export const ZDealerService = z.object({
  id: z.number(),
  dealer_id: z.number(),
  name: z.string(),
  unit_price: z.number(),
  taxable: z.boolean(),
});
export type TDealerService = z.infer<typeof ZDealerService>;

export const ZCreateDealerService = z.object({
  dealer_id: ZId,
  name: ZServiceName,
  unit_price: ZServicePrice,
  taxable: ZTaxable.default(true),
});
export const ZUpdateDealerService = z.object({
  id: ZId,
  name: ZServiceName.optional(),
  unit_price: ZServicePrice.optional(),
  taxable: ZTaxable.optional(),
});

export const ZQuoteServiceLine = z.object({
  id: z.number(),
  quote_id: z.number(),
  service_id: z.number().nullable(),
  name: z.string(),
  unit_price: z.number(),
  quantity: z.number(),
  taxable: z.boolean(),
  /** unit_price x quantity, to the cent. */
  price: z.number(),
  /** Required, optional or an alternative of a group (decision 182). */
  ...ZLineChoiceFields,
});
export type TQuoteServiceLine = z.infer<typeof ZQuoteServiceLine>;

/** A service on a quote: from the dealer's catalogue (its name, price and taxability unless given), or typed. */
export const ZAddQuoteServiceLine = z
  .object({
    quote_id: ZId,
    service_id: ZId.nullable().optional(),
    name: ZServiceName.optional(),
    unit_price: ZServicePrice.optional(),
    quantity: ZServiceQuantity.default(1),
    taxable: ZTaxable.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.service_id) return;
    if (input.name === undefined)
      ctx.addIssue({ code: "custom", path: ["name"], message: "A service needs a name." });
    if (input.unit_price === undefined)
      ctx.addIssue({ code: "custom", path: ["unit_price"], message: "The price must be a number." });
  });
export type TAddQuoteServiceLine = z.infer<typeof ZAddQuoteServiceLine>;

export const ZUpdateQuoteServiceLine = z.object({
  id: ZId,
  name: ZServiceName.optional(),
  unit_price: ZServicePrice.optional(),
  quantity: ZServiceQuantity.optional(),
  taxable: ZTaxable.optional(),
});
export type TUpdateQuoteServiceLine = z.infer<typeof ZUpdateQuoteServiceLine>;

/** "FL", "Florida" -> "FL"; a region we do not know is refused. */
const ZRegion = z
  .string({ error: "Enter a US state or Canadian province, such as FL or ON." })
  .transform((text, ctx) => {
    const code = regionCode(text);
    if (code) return code;
    ctx.addIssue({ code: "custom", message: "Enter a US state or Canadian province, such as FL or ON." });
    return z.NEVER;
  });

export const ZDealerTaxRate = z.object({
  id: z.number(),
  dealer_id: z.number(),
  region: z.string(),
  name: z.string(),
  /** Percent. */
  rate: z.number(),
});
export type TDealerTaxRate = z.infer<typeof ZDealerTaxRate>;

const ZTaxName = z
  .string({ error: "A tax needs a name, such as Sales tax, GST or PST." })
  .trim()
  .min(1, { error: "A tax needs a name, such as Sales tax, GST or PST." })
  .max(40, { error: "A tax's name can be at most 40 characters." });
const ZTaxRate = z
  .number({ error: "The rate is a percentage, such as 7 or 9.975." })
  .min(0, { error: "The rate cannot be negative." })
  .max(TAX_RATE_MAX, { error: "The rate can be at most 30%." })
  .refine((value) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6, {
    error: "The rate can have at most 4 decimals.",
  });

export const ZCreateDealerTaxRate = z.object({
  dealer_id: ZId,
  region: ZRegion,
  name: ZTaxName,
  rate: ZTaxRate,
});
export const ZUpdateDealerTaxRate = z.object({
  id: ZId,
  region: ZRegion.optional(),
  name: ZTaxName.optional(),
  rate: ZTaxRate.optional(),
});

/** PUT /quotes/{id}/tax: the region whose rates apply (null: from the addresses), or exempt with a certificate. */
export const ZQuoteTaxRequest = z
  .object({
    id: ZId,
    region: ZRegion.nullable(),
    exempt: z.boolean({ error: "exempt must be true or false." }),
    certificate: z
      .string({ error: "The certificate number must be text." })
      .trim()
      .max(60, { error: "The certificate number can be at most 60 characters." })
      .nullable()
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.exempt && !input.certificate)
      ctx.addIssue({
        code: "custom",
        path: ["certificate"],
        message: "An exempt quote needs the customer's exemption certificate number.",
      });
  });
export type TQuoteTaxRequest = z.infer<typeof ZQuoteTaxRequest>;

/** The quote's sales tax as its page shows it. */
export const ZQuoteTax = z.object({
  /** The region whose rates apply, or null when none is known. */
  region: z.string().nullable(),
  /** Where the region comes from: set on the quote, the customer's address, or the dealer's. */
  region_source: z.enum(["quote", "customer", "dealer"]).nullable(),
  exempt: z.boolean(),
  certificate: z.string().nullable(),
  taxable_base: z.number(),
  lines: z.array(z.object({ name: z.string(), rate: z.number(), amount: z.number() })),
  total: z.number(),
});
export type TQuoteTax = z.infer<typeof ZQuoteTax>;
