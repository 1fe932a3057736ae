import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultPriceBook, loadPriceBook, type PriceBook } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import { signedInClients, startApp, type Client, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

/**
 * A draft edited in place (docs/decisions/194-price-book-editor.md, product rule R53): cells and
 * pasted blocks, catalogue entries added, renamed, disabled and discontinued, a table copied onto
 * another fabric; every edit checked by the pricing package's own check and refused at its path,
 * nothing saved unless the whole book is valid; only the manufacturer's admins, only drafts.
 */
forEachDatabase("price book edits", (getDatabase) => {
  let app: RunningApp;
  let admin: Client;
  let staff: Client;
  let dealerAdmin: Client;
  let rep: Client;
  const draft = "2027.7";
  const edits = (client: Client, list: unknown[], version = draft) =>
    client.post(`/api/price-books/${version}/edits`, { edits: list });
  const book = async (): Promise<PriceBook> =>
    (await admin.get(`/api/price-books/${draft}/contents`)).json.book as PriceBook;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    app = await startApp({ prisma, rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 } });
    const as = signedInClients(() => app);
    admin = await as("mfgadmin");
    staff = await as("mfguser");
    dealerAdmin = await as("dealeradmin");
    rep = await as("salesrep");
    expect((await admin.post("/api/price-books", { version: draft })).status).toBe(200);
  });
  afterAll(() => app.close());

  it("a cell and a pasted block of the fabric size table are saved; the result is still a price book", async () => {
    const saved = await edits(admin, [
      { op: "set_cells", table: "fabric_size_table", row: 0, column: 0, values: [[99.5]] },
      {
        op: "set_cells",
        table: "packages.sun_control",
        row: 1,
        column: 2,
        values: [
          ["1,200.00", "$1,250", 1300],
          [1400, 1450, "1500"],
        ],
      },
    ]);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.changed).toBe(7);
    const after = await book();
    expect(after.fabric_size_table.cells[0]![0]).toBe(99.5);
    const sun = after.packages.find((p) => p.value === "sun_control")!;
    expect(sun.cells[1]!.slice(2, 5)).toEqual([1200, 1250, 1300]);
    expect(sun.cells[2]!.slice(2, 5)).toEqual([1400, 1450, 1500]);
    expect(() => loadPriceBook(after)).not.toThrow();
    // The other cells did not move.
    expect(after.fabric_size_table.cells[0]![1]).toBe(defaultPriceBook.fabric_size_table.cells[0]![1]);
  });

  it("a refused edit is named at its cell in the editor's words, and nothing of the request is saved", async () => {
    const before = await book();
    const refused = await edits(admin, [
      { op: "set_cells", table: "fabric_size_table", row: 2, column: 3, values: [[123]] },
      { op: "set_cells", table: "fabric_size_table", row: 0, column: 1, values: [[-5, "cheap"]] },
      { op: "set_field", list: "motor_brands.somfy.types", entry: "rts", field: "price", value: -1 },
      { op: "set_field", list: "housing_types", entry: "standard", field: "label", value: "  " },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual(
      expect.arrayContaining([
        "fabric_size_table.cells.0.1: Must be 0 or more.",
        "fabric_size_table.cells.0.2: Must be a number.",
        "motor_brands.somfy.types.rts.price: Must be 0 or more.",
        "housing_types.standard.label: Must not be empty.",
      ]),
    );
    expect(await book()).toEqual(before);
  });

  it("a block that runs past the table is refused at the cell it was pasted at", async () => {
    const table = defaultPriceBook.fabric_size_table;
    const lastRow = table.widths_ft.length - 1;
    const refused = await edits(admin, [
      { op: "set_cells", table: "fabric_size_table", row: lastRow, column: 0, values: [[1], [2]] },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0]).toMatch(
      new RegExp(`^fabric_size_table\\.cells\\.${lastRow}\\.0: 2 × 1 cells from here run past the table`),
    );
    const unknown = await edits(admin, [
      { op: "set_cells", table: "packages.nowhere", row: 0, column: 0, values: [[1]] },
    ]);
    expect(unknown.json.errors).toEqual(["packages.nowhere: There is no such table in this draft."]);
  });

  it("a catalogue entry is added, renamed, disabled and discontinued; a duplicate code is refused at the list", async () => {
    const duplicate = await edits(admin, [
      {
        op: "add_entry",
        list: "motor_brands.somfy.types",
        value: "rts_plus",
        label: "RTS Plus",
        code: "RTS",
      },
    ]);
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.errors).toContain("motor_brands.somfy.types: Two entries have the code “RTS”.");

    const saved = await edits(admin, [
      {
        op: "add_entry",
        list: "motor_brands.somfy.types",
        value: "rts_plus",
        label: "RTS Plus",
        code: "RTSP",
        like: "rts",
      },
      { op: "set_field", list: "motor_brands.somfy.types", entry: "rts_plus", field: "price", value: "515" },
      {
        op: "set_field",
        list: "fabric_collections",
        entry: "nano50",
        field: "label",
        value: "Nano 50 Insect",
      },
      {
        op: "set_field",
        list: "fabric_collections.nano95.colors",
        entry: "black",
        field: "discontinued",
        value: true,
      },
      { op: "set_field", list: "housing_types", entry: "micro", field: "enabled", value: false },
      { op: "set_field", list: "retention_types", entry: "track", field: "enabled", value: true },
      { op: "set_field", list: "housing_types", entry: "standard", field: "housing.per_ft", value: 19.25 },
    ]);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const after = await book();
    const somfy = after.motor_brands.find((m) => m.value === "somfy")!;
    const rts = somfy.types.find((t) => t.value === "rts")!;
    expect(somfy.types.at(-1)).toEqual({
      ...rts,
      value: "rts_plus",
      label: "RTS Plus",
      code: "RTSP",
      price: 515,
    });
    expect(after.fabric_collections.find((f) => f.value === "nano50")!.label).toBe("Nano 50 Insect");
    const black = after.fabric_collections
      .find((f) => f.value === "nano95")!
      .colors.find((c) => c.value === "black");
    expect(black?.discontinued).toBe(true);
    expect(after.housing_types.find((h) => h.value === "micro")!.enabled).toBe(false);
    // Enabled again is the flag's absence, as the bundled book writes it.
    expect(after.retention_types.find((r) => r.value === "track")).not.toHaveProperty("enabled");
    expect(after.housing_types.find((h) => h.value === "standard")!.housing.per_ft).toBe(19.25);

    const dotted = await edits(admin, [
      { op: "add_entry", list: "motor_sides", value: "left.2", label: "Left 2", code: "L2" },
    ]);
    expect(dotted.json.errors).toEqual([
      "motor_sides: A value is letters, digits, '_' or '-', without a dot.",
    ]);

    const notAPrice = await edits(admin, [
      { op: "set_field", list: "housing_types", entry: "standard", field: "value", value: "x" },
    ]);
    expect(notAPrice.json.errors).toEqual([
      "housing_types.standard.value: This field cannot be changed here.",
    ]);
  });

  it("an accessory of the version's catalogue is renamed and repriced by its SKU; a refusal names the SKU", async () => {
    const refused = await edits(admin, [
      { op: "set_accessory", sku: "SOM-SIT1", field: "name", value: "Situo 1 remote" },
      { op: "set_accessory", sku: "SOM-SIT1", field: "cost", value: -3 },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual(["accessories.items.SOM-SIT1.cost: Must be 0 or more."]);
    const saved = await edits(admin, [
      { op: "set_accessory", sku: "SOM-SIT1", field: "name", value: "Situo 1 remote" },
      { op: "set_accessory", sku: "SOM-SIT1", field: "cost", value: "$84.50" },
    ]);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const items = (await admin.get(`/api/price-books/${draft}/contents`)).json.accessories.items as {
      sku: string;
      name: string;
      cost: number;
    }[];
    expect(items.find((item) => item.sku === "SOM-SIT1")).toMatchObject({
      name: "Situo 1 remote",
      cost: 84.5,
    });
  });

  it("a complete-unit table is copied onto another package, and onto a fabric collection of its own", async () => {
    const copied = await edits(admin, [
      {
        op: "add_entry",
        list: "fabric_collections",
        value: "nano60",
        label: "Nano 60",
        code: "N60",
        like: "nano50",
      },
      { op: "copy_table", from: "packages.insect_control", to: { fabric_collection: "nano60" } },
      { op: "copy_table", from: "packages.privacy", to: { package: "insect_control" } },
      { op: "copy_table", from: "packages.privacy", to: { fabric_collection: "nano70" } },
    ]);
    expect(copied.status, JSON.stringify(copied.json)).toBe(200);
    const after = await book();
    const privacy = after.packages.find((p) => p.value === "privacy")!;
    const insect = after.packages.find((p) => p.value === "insect_control")!;
    expect(insect.cells).toEqual(privacy.cells);
    expect(insect.fabric_collections).toEqual(["nano50", "nano55"]);
    const own = after.packages.find((p) => p.value === "nano70")!;
    expect(own).toMatchObject({ fabric_collections: ["nano70"], cells: privacy.cells });
    expect(after.packages.find((p) => p.value === "sun_control")!.fabric_collections).not.toContain("nano70");
    expect(after.fabric_collections.find((f) => f.value === "nano70")!.package).toBe("nano70");
    // A new collection is in no package until a table is copied to it; then it has its own.
    expect(after.packages.find((p) => p.value === "nano60")).toMatchObject({
      fabric_collections: ["nano60"],
    });
    expect(after.fabric_collections.find((f) => f.value === "nano60")!.package).toBe("nano60");
    expect(() => loadPriceBook(after)).not.toThrow();
  });

  it("only the manufacturer's admins edit, and only drafts", async () => {
    const cell = [{ op: "set_cells", table: "fabric_size_table", row: 0, column: 0, values: [[1]] }];
    expect((await edits(staff, cell)).status).toBe(403);
    expect((await edits(dealerAdmin, cell)).status).toBe(403);
    expect((await edits(rep, cell)).status).toBe(403);
    const published = await edits(admin, cell, defaultPriceBook.version);
    expect(published.status).toBe(409);
    expect((await edits(admin, cell, "no-such-version")).status).toBe(404);
    expect((await book()).fabric_size_table.cells[0]![0]).toBe(99.5);
  });
});
