import type { AccessoryCatalogue } from "@screens/pricing/accessories";
import type { PriceBook } from "@screens/pricing/book";
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatUSD } from "@/lib/format";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** What the book holds, catalogue by catalogue, in words a manufacturer uses. */
function catalogueCounts(book: PriceBook, accessories: AccessoryCatalogue | undefined) {
  const motors = book.motor_brands.reduce((sum, brand) => sum + brand.types.length, 0);
  const cords = book.motor_brands.reduce((sum, brand) => sum + brand.cords.length, 0);
  const colours = book.fabric_collections.reduce((sum, fabric) => sum + fabric.colors.length, 0);
  const frameColours = book.frame_collections.reduce((sum, frame) => sum + frame.colors.length, 0);
  const discontinued = [
    ...book.housing_types,
    ...book.motor_brands.flatMap((brand) => brand.types),
    ...book.fabric_collections,
  ].filter((option) => option.discontinued).length;
  return [
    { label: "Housings", value: plural(book.housing_types.length, "type") },
    { label: "Housing options", value: plural(book.housing_options.length, "option") },
    {
      label: "Motors",
      value: `${plural(book.motor_brands.length, "brand")}, ${plural(motors, "motor")}, ${plural(cords, "cord")}`,
    },
    { label: "Retention", value: plural(book.retention_types.length, "type") },
    { label: "Hem bars", value: plural(book.hem_bar_types.length, "type") },
    {
      label: "Fabrics",
      value: `${plural(book.fabric_collections.length, "collection")}, ${plural(colours, "colour")}`,
    },
    {
      label: "Frames",
      value: `${plural(book.frame_collections.length, "collection")}, ${plural(frameColours, "colour")}`,
    },
    { label: "Buildout", value: plural(book.buildout.materials.length, "material") },
    { label: "Complete-unit packages", value: plural(book.packages.length, "package") },
    {
      label: "Accessories",
      value: accessories ? plural(accessories.items.length, "item") : "—",
    },
    ...(discontinued > 0 ? [{ label: "Discontinued", value: plural(discontinued, "option") }] : []),
  ];
}

/** The fabric size table read-only: a row per width, a column per height, dollars in the cells. */
function SizeTableGrid({ table }: { table: PriceBook["fabric_size_table"] }) {
  return (
    <div className="overflow-auto rounded-lg border" style={{ maxHeight: "28rem" }}>
      <table className="border-separate border-spacing-0 text-xs tabular-nums">
        <caption className="sr-only">Fabric price by width (rows) and height (columns), in feet</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-20 border-r border-b bg-muted px-3 py-2 text-left font-semibold whitespace-nowrap text-muted-foreground"
            >
              W × H (ft)
            </th>
            {table.heights_ft.map((height) => (
              <th
                key={height}
                scope="col"
                className="sticky top-0 z-10 border-b bg-muted px-3 py-2 text-right font-semibold text-muted-foreground"
              >
                {height}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.widths_ft.map((width, row) => (
            <tr key={width} className="even:bg-muted/30">
              <th
                scope="row"
                className="sticky left-0 z-10 border-r bg-card px-3 py-1.5 text-left font-semibold text-muted-foreground"
              >
                {width}
              </th>
              {table.heights_ft.map((height, column) => (
                <td key={height} className="px-3 py-1.5 text-right whitespace-nowrap">
                  {formatUSD(table.cells[row]?.[column] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A version's contents, readable (docs/decisions/148-price-book-versions.md): how much each
 * catalogue holds, the standard dealer factor and the fabric size table. The whole of it is the
 * JSON export.
 */
export function ContentsPanel({ version }: { version: string }) {
  const trpc = useTRPC();
  const contents = useQuery(trpc.priceBooks.contents.queryOptions({ version }));
  if (contents.error) return <p className="text-sm text-destructive">{trpcErrorMessage(contents.error)}</p>;
  if (!contents.data) return <Skeleton className="h-64 w-full rounded-xl" />;
  const book = contents.data.book as PriceBook;
  const accessories = contents.data.accessories as AccessoryCatalogue | undefined;
  const table = book.fabric_size_table;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Card role="region" aria-labelledby="book-catalogues-title">
        <CardHeader>
          <CardTitle id="book-catalogues-title">Catalogues</CardTitle>
          <CardDescription>What the configurator offers with this version.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="divide-y text-sm">
            <div className="flex items-baseline justify-between gap-4 pb-2.5">
              <dt className="text-muted-foreground">Standard dealer factor</dt>
              <dd className="font-semibold tabular-nums">× {(book.dealer_factor ?? 0.55).toFixed(2)}</dd>
            </div>
            {catalogueCounts(book, accessories).map((row) => (
              <div key={row.label} className="flex items-baseline justify-between gap-4 py-2.5 last:pb-0">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="text-right font-medium">{row.value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="book-size-table-title" className="min-w-0">
        <CardHeader>
          <CardTitle id="book-size-table-title">Fabric size table</CardTitle>
          <CardDescription>
            List price of the fabric by width and height, {table.widths_ft[0]}–{table.widths_ft.at(-1)} ft ×{" "}
            {table.heights_ft[0]}–{table.heights_ft.at(-1)} ft, before a collection's factor.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SizeTableGrid table={table} />
        </CardContent>
      </Card>
    </div>
  );
}
