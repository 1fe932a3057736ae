import { describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { accessoryCatalogue, accessoryCatalogueVersion, defaultPriceBook } from "@screens/pricing";
import {
  locateProblem,
  readBookWorkbook,
  writeBookWorkbook,
} from "../../src/services/price-books/workbook.js";
import { bookProblems } from "../../src/services/price-books/contents.js";

const accessories = { version: accessoryCatalogueVersion, items: [...accessoryCatalogue] };
const book = defaultPriceBook as unknown as Record<string, unknown>;

/** The workbook of the bundled version with `edit` applied to its sheets. */
async function editedWorkbook(edit: (workbook: ExcelJS.Workbook) => void) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await writeBookWorkbook("2027.1", book, accessories)) as unknown as ArrayBuffer);
  edit(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("the price book as a workbook (docs/price-book-workbook.md)", () => {
  it("round-trips the whole book and the accessories catalogue unchanged", async () => {
    const read = await readBookWorkbook(await writeBookWorkbook("2027.1", book, accessories));
    expect(read.problems).toEqual([]);
    const { version: _v, ...expected } = book;
    expect(read.book).toEqual(expected);
    expect(read.accessories).toEqual({ items: accessories.items });
    expect(
      bookProblems({ ...read.book, version: "2027.1" }, { ...read.accessories, version: "2027.1" }),
    ).toEqual([]);
  });

  it("has a sheet per catalogue and per table, with nested lists by parent", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await writeBookWorkbook("2027.1", book, accessories)) as unknown as ArrayBuffer,
    );
    const names = workbook.worksheets.map((ws) => ws.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Book",
        "housing_types",
        "motor_brands",
        "motor_brands.types",
        "fabric_collections.colors",
        "fabric_size_table",
        "packages",
        "packages.1",
        "accessories.items",
      ]),
    );
    const types = workbook.getWorksheet("motor_brands.types")!;
    expect(types.getRow(1).getCell(1).value).toBe("parent");
    expect(types.getRow(2).getCell(1).value).toBe(defaultPriceBook.motor_brands[0]!.value);
  });

  it("names each refused cell by its sheet, row and column", async () => {
    const upload = await editedWorkbook((workbook) => {
      workbook.getWorksheet("fabric_size_table")!.getRow(3).getCell(4).value = "twelve";
      const types = workbook.getWorksheet("motor_brands.types")!;
      const priceColumn = (types.getRow(1).values as unknown[]).indexOf("price");
      types.getRow(2).getCell(priceColumn).value = -10;
    });
    const read = await readBookWorkbook(upload);
    const problems = bookProblems(
      { ...read.book, version: "2027.1" },
      { ...read.accessories, version: "2027.1" },
    ).map((problem) => locateProblem(problem, read.locations));
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Sheet “fabric_size_table”, row 3, column D \(\d+\): /),
        expect.stringMatching(/^Sheet “motor_brands.types”, row 2, column [A-Z] \(price\): /),
      ]),
    );
  });

  it("refuses a file that is not a workbook, and a row whose parent does not exist", async () => {
    expect((await readBookWorkbook(Buffer.from("not a workbook"))).problems).toEqual([
      "The file is not an Excel workbook (.xlsx).",
    ]);
    const orphan = await editedWorkbook((workbook) => {
      workbook.getWorksheet("motor_brands.types")!.getRow(2).getCell(1).value = "nobody";
    });
    expect((await readBookWorkbook(orphan)).problems[0]).toMatch(/no row “nobody” in sheet “motor_brands”/);
  });
});
