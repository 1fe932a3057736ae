import type { AccessoryCatalogue } from "@screens/pricing/accessories";
import type { PriceBook } from "@screens/pricing/book";
import type { TBookEdit } from "@screens/domain/schemas";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { toastError } from "@/lib/notify";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { AddEntryDialog } from "./add-entry-dialog";
import { EditGridCard } from "./edit-grid-card";
import { cellKey, EditGrid, type GridCellChange, type GridColumn } from "./edit-grid";
import { cellNumber } from "./grid-paste";
import { useUnsavedCells } from "./unsaved-cells";

/** An option of a catalogue as the book holds it. */
export interface Entry {
  value: string;
  label: string;
  code: string;
  enabled?: boolean;
  discontinued?: boolean;
  [field: string]: unknown;
}

interface FieldColumn {
  field: string;
  header: string;
  money?: boolean;
}

/** A catalogue of the book: its path (docs/decisions/194-price-book-editor.md), name and figures. */
export interface CatalogueSpec {
  path: string;
  title: string;
  columns: FieldColumn[];
  entries: Entry[];
}

const money = (field: string, header: string): FieldColumn => ({ field, header, money: true });
const figure = (field: string, header: string): FieldColumn => ({ field, header });

/** Every catalogue of a book, nested ones (a brand's motors, a collection's colours) per parent. */
export function cataloguesOf(book: PriceBook): CatalogueSpec[] {
  const list = (path: string, title: string, entries: unknown[], columns: FieldColumn[] = []) => ({
    path,
    title,
    columns,
    entries: entries as Entry[],
  });
  return [
    list("housing_types", "Housing types", book.housing_types, [
      money("housing.per_ft", "Housing $/ft"),
      money("housing.intercept", "Housing base"),
      money("tube.per_ft", "Tube $/ft"),
      money("tube.intercept", "Tube base"),
      figure("size_in", "Size (in)"),
      figure("height_adjust_in", "Height adj. (in)"),
    ]),
    list("housing_options", "Housing options", book.housing_options, [
      money("housing_per_ft", "Housing $/ft"),
      money("package_per_ft", "Package $/ft"),
    ]),
    list("motor_brands", "Motor brands", book.motor_brands, [money("package_adjustment", "Package adj.")]),
    ...book.motor_brands.flatMap((brand) => [
      list(`motor_brands.${brand.value}.types`, `Motors · ${brand.label}`, brand.types, [
        money("price", "Price"),
      ]),
      list(`motor_brands.${brand.value}.cords`, `Cords · ${brand.label}`, brand.cords, [
        money("price", "Price"),
      ]),
    ]),
    list("motor_sides", "Motor sides", book.motor_sides),
    list("retention_types", "Retention types", book.retention_types, [
      money("pricing.per_ft", "$/ft"),
      money("pricing.intercept", "Base"),
      money("pricing.amount", "Flat"),
      money("package_adjustment.per_ft", "Package adj. $/ft"),
      money("package_adjustment.intercept", "Package adj. base"),
    ]),
    list("retention_caps", "Retention caps", book.retention_caps),
    list("hem_bar_types", "Hem bars", book.hem_bar_types, [
      money("per_ft", "$/ft"),
      money("intercept", "Base"),
      money("package_adjustment.per_ft", "Package adj. $/ft"),
      money("package_adjustment.intercept", "Package adj. base"),
    ]),
    list("hem_bar_caps", "Hem bar caps", book.hem_bar_caps),
    list("pile_brushes", "Pile brushes", book.pile_brushes),
    list("zipper_colors", "Zipper colours", book.zipper_colors),
    list("seam_locations", "Seam locations", book.seam_locations),
    list("fabric_collections", "Fabric collections", book.fabric_collections, [
      figure("factor", "Factor"),
      money("freight", "Freight"),
      figure("width_in", "Roll width (in)"),
    ]),
    ...book.fabric_collections.map((fabric) =>
      list(`fabric_collections.${fabric.value}.colors`, `Fabric colours · ${fabric.label}`, fabric.colors),
    ),
    list("frame_collections", "Frame collections", book.frame_collections),
    ...book.frame_collections.map((frame) =>
      list(`frame_collections.${frame.value}.colors`, `Frame colours · ${frame.label}`, frame.colors),
    ),
    list("buildout.materials", "Buildout materials", book.buildout.materials, [
      money("per_ft", "$/ft"),
      figure("max_length_in", "Max length (in)"),
    ]),
  ];
}

/** The catalogue choice in the configurator's order of assemblies, by the list's first key. */
const CATALOGUE_GROUPS = [
  { label: "Housing", lists: ["housing_types", "housing_options"] },
  { label: "Motor", lists: ["motor_brands", "motor_sides"] },
  {
    label: "Retention and hem bar",
    lists: ["retention_types", "retention_caps", "hem_bar_types", "hem_bar_caps", "pile_brushes"],
  },
  { label: "Fabric", lists: ["fabric_collections", "zipper_colors", "seam_locations"] },
  { label: "Frame colours", lists: ["frame_collections"] },
  { label: "Buildout", lists: ["buildout"] },
  { label: "Accessories", lists: ["accessories"] },
];

/** The version's accessories as a catalogue: by SKU, a name and a list cost each. */
const ACCESSORIES = "accessories.items";
function accessoriesOf(accessories: AccessoryCatalogue | undefined): CatalogueSpec {
  return {
    path: ACCESSORIES,
    title: "Accessories",
    columns: [money("cost", "List cost")],
    entries: (accessories?.items ?? []).map((item) => ({
      ...item,
      value: item.sku,
      label: item.name,
      code: item.sku,
    })),
  };
}

/** The value at a dotted field of an entry ("pricing.amount"); undefined where the entry has none. */
export function fieldOf(entry: Entry | undefined, field: string): unknown {
  return field
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        typeof node === "object" && node !== null ? (node as Record<string, unknown>)[key] : undefined,
      entry,
    );
}

/** An entry's availability: offered, shown but not selectable, or discontinued (decision 148). */
type Availability = "offered" | "disabled" | "discontinued";
const availabilityOf = (entry: Entry): Availability =>
  entry.discontinued ? "discontinued" : entry.enabled === false ? "disabled" : "offered";
const AVAILABILITY_OPTIONS: { value: Availability; label: string }[] = [
  { value: "offered", label: "Offered" },
  { value: "disabled", label: "Shown, not selectable" },
  { value: "discontinued", label: "Discontinued (hidden)" },
];

/**
 * The draft's catalogues as editable lists (docs/decisions/194-price-book-editor.md): names, codes
 * and prices typed or pasted like the tables; an entry added as a copy of another; its availability
 * (offered, shown but not selectable, discontinued) from the book's own flags. An entry's value is
 * what units record, so it never changes.
 */
export function CataloguesPanel({ version, editable }: { version: string; editable: boolean }) {
  const trpc = useTRPC();
  const contents = useQuery(trpc.priceBooks.contents.queryOptions({ version }));
  const [selected, setSelected] = useState("housing_types");
  const [adding, setAdding] = useState(false);
  const { unsavedIn, problems, setProblems, saveCells, discard, send, saving } = useUnsavedCells(version);

  if (contents.error) return <p className="text-sm text-destructive">{trpcErrorMessage(contents.error)}</p>;
  if (!contents.data) return <Skeleton className="h-96 w-full rounded-xl" />;
  const book = contents.data.book as PriceBook;
  const catalogues = [
    ...cataloguesOf(book),
    accessoriesOf(contents.data.accessories as AccessoryCatalogue | undefined),
  ];
  const spec = catalogues.find((c) => c.path === selected) ?? catalogues[0];
  if (!spec) return null;
  const isAccessories = spec.path === ACCESSORIES;
  const columns: (GridColumn & { field: string })[] = [
    ...(isAccessories
      ? [{ id: "name", field: "name", header: "Name", text: true }]
      : [
          { id: "label", field: "label", header: "Name", text: true },
          { id: "code", field: "code", header: "Code", text: true },
        ]),
    ...spec.columns.map((c) => ({ id: c.field, field: c.field, header: c.header, money: c.money ?? false })),
  ];
  const pending = unsavedIn(spec.path);
  const problemMap = new Map(problems.map((p) => [p.path, p.message]));
  const pathOf = (row: number, column: number) =>
    `${spec.path}.${spec.entries[row]?.value ?? ""}.${columns[column]?.field ?? ""}`;
  const onScreen = new Set(
    spec.entries.flatMap((_, row) => columns.map((_column, column) => pathOf(row, column))),
  );
  const others = problems.filter((p) => !onScreen.has(p.path));

  const editOf = (key: string, text: string): TBookEdit => {
    const [row, column] = key.split(":").map(Number) as [number, number];
    const column_ = columns[column];
    const entry = spec.entries[row]?.value ?? "";
    if (isAccessories)
      return {
        op: "set_accessory",
        sku: entry,
        field: column_?.field === "name" ? "name" : "cost",
        value: column_?.text ? text : cellNumber(text),
      };
    return {
      op: "set_field",
      list: spec.path,
      entry,
      field: column_?.field ?? "",
      value: column_?.text ? text : cellNumber(text),
    };
  };

  const change = (changes: GridCellChange[]) => {
    const next = new Map(pending);
    let skipped = 0;
    for (const c of changes) {
      const entry = spec.entries[c.row];
      const column = columns[c.column];
      if (!entry || !column || fieldOf(entry, column.field) === undefined) skipped += 1;
      else next.set(cellKey(c.row, c.column), c.text);
    }
    if (skipped > 0)
      toastError(
        `${skipped} pasted ${skipped === 1 ? "cell falls" : "cells fall"} outside the list's prices and ${skipped === 1 ? "was" : "were"} left out.`,
      );
    void saveCells(
      spec.path,
      next,
      [...next].map(([key, text]) => editOf(key, text)),
    );
  };

  const setAvailability = async (entry: Entry, availability: Availability) => {
    const result = await send([
      {
        op: "set_field",
        list: spec.path,
        entry: entry.value,
        field: "enabled",
        value: availability !== "disabled",
      },
      {
        op: "set_field",
        list: spec.path,
        entry: entry.value,
        field: "discontinued",
        value: availability === "discontinued",
      },
    ]);
    if (!result.ok) setProblems(result.problems);
  };

  const hidden = spec.entries.filter((e) => availabilityOf(e) !== "offered").length;
  return (
    <EditGridCard
      title={spec.title}
      description={
        isAccessories
          ? `${spec.entries.length} items. A list cost prices the lines added from now on; lines already on a quote keep the cost they were added with.`
          : `${spec.entries.length} ${spec.entries.length === 1 ? "entry" : "entries"}${hidden > 0 ? `, ${hidden} not offered` : ""}. A discontinued entry still prices the units that have it; the configurator hides it from every other unit.`
      }
      choice={{
        label: "Catalogue",
        value: spec.path,
        onChange: (path) => {
          setSelected(path);
          setProblems([]);
        },
        groups: CATALOGUE_GROUPS.map((group) => ({
          label: group.label,
          options: catalogues
            .filter((c) => group.lists.includes(c.path.split(".")[0] ?? ""))
            .map((c) => ({ value: c.path, label: c.title })),
        })),
      }}
      actions={
        editable &&
        !isAccessories && (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add entry
          </Button>
        )
      }
      editable={editable}
      hint={
        isAccessories
          ? "Type or paste names and list costs. An accessory's SKU is what quotes record: it never changes."
          : "Type or paste names, codes and prices. An entry's value is what quotes record: it never changes."
      }
      saveState={{
        saving,
        pending: pending.size,
        refused: problems.length > 0,
        onDiscard: () => discard(spec.path),
      }}
      offGridProblems={others}
    >
      <EditGrid
        label={spec.title}
        corner={isAccessories ? "SKU" : "Value"}
        rows={spec.entries.map((entry) => ({
          id: entry.value,
          header: (
            <span className="flex items-center gap-2 font-mono font-normal">
              {entry.value}
              {entry.discontinued && <Badge variant="secondary">Discontinued</Badge>}
              {!entry.discontinued && entry.enabled === false && (
                <Badge variant="outline">Not selectable</Badge>
              )}
            </span>
          ),
        }))}
        columns={columns}
        valueAt={(row, column) => fieldOf(spec.entries[row], columns[column]?.field ?? "")}
        editable={editable}
        unsaved={pending}
        problemAt={(row, column) => problemMap.get(pathOf(row, column))}
        onChange={change}
        trailing={
          isAccessories
            ? undefined
            : {
                header: "Availability",
                cell: (row) => {
                  const entry = spec.entries[row];
                  if (!entry) return null;
                  return (
                    <Select
                      aria-label={`Availability of ${entry.label}`}
                      className="h-8 min-w-48 py-0 text-sm md:text-sm"
                      value={availabilityOf(entry)}
                      disabled={!editable}
                      onChange={(event) => void setAvailability(entry, event.target.value as Availability)}
                      options={AVAILABILITY_OPTIONS}
                    />
                  );
                },
              }
        }
      />
      {editable && (
        <AddEntryDialog
          open={adding}
          onOpenChange={setAdding}
          catalogue={spec}
          onAdd={async (entry) => {
            const result = await send([{ op: "add_entry", list: spec.path, ...entry }]);
            return result.ok ? [] : result.problems;
          }}
        />
      )}
    </EditGridCard>
  );
}
