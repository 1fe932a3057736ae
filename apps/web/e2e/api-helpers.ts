import type { Api } from "./fixtures";

/** Adds two of a catalogue accessory (one without variations when there is one) to a quote. */
export async function addAccessory(api: Api, quoteId: number) {
  const catalogue = await api.accessories.catalogue.query({});
  const item = catalogue.find((entry) => entry.variations.length === 0) ?? catalogue[0];
  if (!item) throw new Error("The accessories catalogue is empty");
  await api.accessories.create.mutate({
    quote_id: quoteId,
    sku: item.sku,
    variation_sku: item.variations[0]?.sku ?? null,
    quantity: 2,
  });
  return item;
}

/** A quote with one accessory, made through the API as the signed-in user. */
export async function quoteWithAccessory(api: Api, title: string) {
  const quote = await api.quotes.create.mutate({ title });
  await addAccessory(api, quote.id);
  return quote;
}
