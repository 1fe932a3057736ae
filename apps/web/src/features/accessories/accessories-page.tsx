import { idFromText } from "@screens/domain/ids";
import { useMutation, useQuery } from "@tanstack/react-query";
import { canEditQuoteContent } from "@screens/domain/quote-rules";
import { MESSAGES } from "@screens/domain/messages";
import {
  accessoryCatalogue,
  DEFAULT_ACCESSORY_FILTER,
  filterAccessories,
  toggleAccessoryFilter,
  type AccessoryFilter,
  type AccessoryFilterKey,
  type AccessoryItem,
} from "@screens/pricing/accessories";
import { ArrowLeft, Search } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { toastError, toastSuccess } from "@/lib/notify";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { useAuth } from "@/features/auth/auth-context";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { useInvalidates } from "@/lib/invalidate";
import { useTRPC, trpcErrorMessage, trpcErrorStatus } from "@/lib/trpc";
import { AccessoryCard } from "./accessory-card";

const FILTERS: { key: AccessoryFilterKey; label: string }[] = [
  { key: "all", label: "All" },
  { key: "somfy", label: "Somfy" },
  { key: "alpha", label: "Alpha" },
];

/** Items whose name, SKU, description or category holds every word typed (any case). */
export function searchAccessories<T extends AccessoryItem>(items: readonly T[], text: string): T[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = [
      item.name,
      item.sku,
      item.prod_description,
      item.category,
      ...(item.variations ?? []).map((v) => v.name),
    ]
      .join(" ")
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * The brands of the quote's motors first (a Somfy motor's remotes before Alpha's), the catalogue's
 * order kept within each group.
 */
export function fittingFirst<T extends AccessoryItem>(
  items: readonly T[],
  motorBrands: ReadonlySet<string>,
): T[] {
  if (motorBrands.size === 0) return [...items];
  const fits = (item: T) => [...motorBrands].some((brand) => item.category.toLowerCase().includes(brand));
  return [...items.filter(fits), ...items.filter((item) => !fits(item))];
}

/** One catalogue card with its own add (so each card shows its own progress). */
function CatalogueItem({
  item,
  quoteId,
  markup,
  canAdd,
}: {
  item: AccessoryItem;
  quoteId: number;
  markup: number;
  canAdd: boolean;
}) {
  const trpc = useTRPC();
  const invalidates = useInvalidates();
  // An accessory is a line of its quote: the quote's lists and totals show it.
  const create = useMutation(trpc.accessories.create.mutationOptions(invalidates("quotes")));
  const add = async (variationSku: string | null, quantity: number) => {
    try {
      await create.mutateAsync({ quote_id: quoteId, sku: item.sku, variation_sku: variationSku, quantity });
      const name = item.variations?.find((variation) => variation.sku === variationSku)?.name ?? item.name;
      toastSuccess(MESSAGES.created, `${quantity} x ${name} added to the quote.`);
    } catch (error) {
      toastError(trpcErrorMessage(error));
    }
  };
  return (
    <AccessoryCard
      item={item}
      markup={markup}
      canAdd={canAdd}
      adding={create.isPending}
      onAdd={(_item, variationSku, quantity) => void add(variationSku, quantity)}
    />
  );
}

/** /panel/quotes/:id/add-on-accessories — the accessories screen (product rule R19). */
export default function AccessoriesPage() {
  const trpc = useTRPC();
  const params = useParams();
  const quoteId = idFromText(params.id ?? params.quoteId) ?? 0;
  const valid = quoteId > 0;
  const { agent } = useAuth();
  const quote = useQuery(trpc.quotes.get.queryOptions({ id: quoteId }, { enabled: valid }));
  const [filter, setFilter] = useState<AccessoryFilter>(DEFAULT_ACCESSORY_FILTER);

  const [search, setSearch] = useState("");
  const motorBrands = new Set(
    (quote.data?.screenconfigurations ?? [])
      .map((unit) => unit.motor_brand?.toLowerCase())
      .filter((brand): brand is string => Boolean(brand)),
  );
  const items = fittingFirst(
    searchAccessories(filterAccessories(accessoryCatalogue, filter), search),
    motorBrands,
  );
  const status = quote.data?.status;
  const canAdd = agent !== null && status !== undefined && canEditQuoteContent(agent, status);
  const errorCode = !valid ? 404 : quote.error ? (trpcErrorStatus(quote.error) ?? 500) : null;

  return (
    <Page permission="accessory.r" loading={valid && quote.isLoading} error={errorCode}>
      <PageHeader
        back={
          <Link
            reloadDocument
            to={`/panel/quotes/${quoteId}`}
            className={buttonVariants({
              variant: "ghost",
              size: "sm",
              className: "-ml-2 text-muted-foreground",
            })}
          >
            <ArrowLeft aria-hidden="true" />
            Back to quote {quote.data?.quote_number ?? `#${quoteId}`}
          </Link>
        }
        title="Accessories"
        description="Available accessories"
        actions={
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">Filter by brand</legend>
            {FILTERS.map(({ key, label }) => (
              <label
                key={key}
                className="flex h-9 cursor-pointer items-center gap-2 rounded-full border bg-card px-3.5 text-sm font-medium shadow-xs transition-colors has-[:checked]:border-primary/40 has-[:checked]:bg-primary/5"
              >
                <Checkbox
                  checked={filter[key]}
                  onChange={() => setFilter((f) => toggleAccessoryFilter(f, key))}
                  aria-label={label}
                />
                {label}
              </label>
            ))}
          </fieldset>
        }
      />
      {quote.data && !canAdd && (
        <Alert variant="warning" className="mb-6">
          <AlertDescription>
            Accessories cannot be added to this quote in its current status.
          </AlertDescription>
        </Alert>
      )}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-xs">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search accessories..."
            aria-label="Search accessories"
            className="h-9 pl-9"
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {items.length === 1 ? "1 product" : `${items.length} products`}
          {motorBrands.size > 0 && " · those for this quote's motors first"}
        </p>
      </div>
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed bg-card p-12 text-center text-muted-foreground">
          {MESSAGES.noResults}
        </div>
      ) : (
        <ul className="grid gap-5 [grid-template-columns:repeat(auto-fill,minmax(min(100%,250px),1fr))]">
          {items.map((item) => (
            <li key={item.sku}>
              <CatalogueItem
                item={item}
                quoteId={quoteId}
                markup={quote.data?.markup_variable ?? 1.43}
                canAdd={canAdd}
              />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
