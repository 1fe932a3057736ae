import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultConfiguration, defaultPriceBook } from "@screens/pricing";
import { PRODUCTION_STEPS } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { makeQuote, seedForeignAccount } from "../helpers/fixtures.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { createConfigurationRecord } from "../../src/services/configurations.js";
import { plannedShipDates } from "../../src/services/production.js";

// The production board, scans and capacity (decisions 170-172), over REST as staff and dealers use them.
forEachDatabase("production board, scans and capacity", (getDatabase) => {
  let app: RunningApp;
  let usDealer: { id: number; account_id: number };
  let foreign: { dealerId: number; accountId: number };
  const clients = new Map<string, Client>();
  const as = async (username: string) => {
    if (!clients.has(username)) {
      const client = new Client(app.url);
      await client.login(username);
      clients.set(username, client);
    }
    return clients.get(username)!;
  };
  /** An order of the demo dealer at Processing with `units` saved units (the last `quantity` of them alike). */
  const makeOrder = async (
    extraUnits = 0,
    quantity = 1,
    dealer?: { dealerId: number; accountId: number },
  ) => {
    const { prisma } = getDatabase();
    const made = await makeQuote(prisma, {
      ...(dealer ?? { dealerId: usDealer.id, accountId: usDealer.account_id }),
      userId: 1,
      status: 50,
    });
    const unitIds = [made.unitId];
    for (let i = 0; i < extraUnits; i++) {
      const unit = await createConfigurationRecord(
        prisma,
        defaultPriceBook,
        made.quoteId,
        1,
        defaultConfiguration(),
      );
      unitIds.push(unit.id);
    }
    if (quantity !== 1)
      await prisma.configuration.update({ where: { id: unitIds.at(-1)! }, data: { quantity } });
    const order = await prisma.order.findUniqueOrThrow({ where: { id: made.orderId! } });
    return { orderId: order.id, orderNumber: order.order_number!, unitIds };
  };
  const scan = async (code: string, step?: string) =>
    (await as("mfguser")).post("/api/production/scans", step ? { code, step } : { code });

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const other = await seedForeignAccount(prisma);
    foreign = { dealerId: other.dealer.id, accountId: other.account.id };
    usDealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA", account_id: 2 } });
    app = await startApp({ prisma, rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 } });
  });
  afterAll(() => app.close());

  describe("the board", () => {
    it("staff see their orders by status with units and the lead time's date until lines exist; dealers get 403", async () => {
      const { orderId } = await makeOrder(1);
      const foreignOrder = await makeOrder(0, 1, foreign);
      const board = await (await as("mfguser")).get("/api/production/board");
      expect(board.status).toBe(200);
      expect(board.json.columns.map((column: { status: number }) => column.status)).toEqual([
        1, 2, 10, 20, 50,
      ]);
      const all = board.json.columns.flatMap((column: { orders: Array<{ id: number }> }) => column.orders);
      const mine = all.find((order: { id: number }) => order.id === orderId);
      expect(mine).toMatchObject({
        status: 2,
        units_total: 2,
        units_packed: 0,
        line: null,
        allowed_statuses: [1, 10, 20, 50],
      });
      expect(mine.ship.source).toBe("lead_time");
      expect(mine.units.map((unit: { next: string }) => unit.next)).toEqual(["fabric_cut", "fabric_cut"]);
      // Another manufacturer's order is not on this manufacturer's board.
      expect(all.some((order: { id: number }) => order.id === foreignOrder.orderId)).toBe(false);
      expect(board.json.capacity).toMatchObject({ configured: false, can_edit: false });
      expect((await (await as("mfgadmin")).get("/api/production/board")).json.capacity.can_edit).toBe(true);
      for (const dealer of ["dealeradmin", "salesrep", "purchaser"])
        expect((await (await as(dealer)).get("/api/production/board")).status, dealer).toBe(403);
    });
  });

  describe("scans", () => {
    it("refuses what is not a label (400), a unit beyond the tenancy (404), a stale label (409), dealers (403)", async () => {
      const { unitIds, orderNumber } = await makeOrder();
      const foreignOrder = await makeOrder(0, 1, foreign);
      const bad = await scan("hello world");
      expect(bad.status).toBe(400);
      expect(bad.json.errors[0]).toMatch(/not one of our labels/);
      expect((await scan(`SP1|U${foreignOrder.unitIds[0]}|UNIT`)).status).toBe(404);
      expect((await scan("SP1|U2147483000")).status).toBe(404);
      const stale = await scan(`SP1|U${unitIds[0]}|UNIT|SO-999999|X`);
      expect(stale.status).toBe(409);
      expect(stale.json.errors[0]).toContain(orderNumber);
      const dealer = await (
        await as("dealeradmin")
      ).post("/api/production/scans", { code: `SP1|U${unitIds[0]}` });
      expect(dealer.status).toBe(403);
      const missing = await (await as("mfguser")).post("/api/production/scans", {});
      expect(missing.status).toBe(400);
      const wrongStep = await scan(`SP1|U${unitIds[0]}`, "sewing");
      expect(wrongStep.status).toBe(400);
    });

    it("steps in order; the first moves the order to In Production, the last packed to Produced, each in the history", async () => {
      const { prisma } = getDatabase();
      const { orderId, orderNumber, unitIds } = await makeOrder(1);
      const code = (unitId: number) => `SP1|U${unitId}|UNIT|${orderNumber}|code`;
      const early = await scan(code(unitIds[0]!), "assembly");
      expect(early.status).toBe(409);
      expect(early.json.errors[0]).toMatch(
        /Assembly of .* needs Fabric cut and Tube and housing cut first\./,
      );

      const first = await scan(code(unitIds[0]!));
      expect(first.status).toBe(200);
      expect(first.json).toMatchObject({
        step: "fabric_cut",
        already: false,
        order_status: 10,
        moved_to: [10],
      });
      const again = await scan(code(unitIds[0]!), "fabric_cut");
      expect(again.json).toMatchObject({ already: true, moved_to: [], order_status: 10 });

      // Every step of the first unit, then of the second, box labels included.
      for (const step of PRODUCTION_STEPS.slice(1))
        expect((await scan(code(unitIds[0]!), step)).status).toBe(200);
      for (const step of PRODUCTION_STEPS.slice(0, -1))
        expect((await scan(`SP1|U${unitIds[1]}|B1/2|${orderNumber}|x`, step)).status).toBe(200);
      const last = await scan(code(unitIds[1]!));
      expect(last.json).toMatchObject({ step: "packed", order_status: 20, moved_to: [20] });
      expect(last.json.message).toContain("is Produced");
      expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(20);

      const history = await prisma.statusChange.findMany({
        where: { entity: "order", entity_id: orderId },
        orderBy: { id: "asc" },
      });
      expect(history.map((row) => [row.from_status, row.to_status])).toEqual([
        [2, 10],
        [10, 20],
      ]);
      const mfguser = await prisma.user.findUniqueOrThrow({ where: { username: "mfguser" } });
      expect(history.every((row) => row.user_id === mfguser.id)).toBe(true);
      expect(await prisma.unitProductionStep.count({ where: { configuration_id: { in: unitIds } } })).toBe(
        10,
      );

      const after = await scan(code(unitIds[0]!), "packed");
      expect(after.status).toBe(409);
      expect(after.json.errors[0]).toMatch(/is Produced/);
    });

    it("the last two units packed at once: the order reaches Produced exactly once", async () => {
      const { prisma } = getDatabase();
      const { orderId, unitIds } = await makeOrder(1);
      for (const unitId of unitIds)
        for (const step of PRODUCTION_STEPS.slice(0, -1))
          expect((await scan(`SP1|U${unitId}`, step)).status).toBe(200);
      const answers = await Promise.all(unitIds.map((unitId) => scan(`SP1|U${unitId}`, "packed")));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const produced = await prisma.statusChange.count({
        where: { entity: "order", entity_id: orderId, to_status: 20 },
      });
      expect(produced).toBe(1);
    });
  });

  // Undoing a mis-scan (decision 187).
  describe("undo of a step", () => {
    const undo = async (username: string, unit_id: number, step: string) =>
      (await as(username)).post("/api/production/steps/undo", { unit_id, step });

    it("who scanned it undoes it soon after; later, or another's, only a manufacturer admin; in the history", async () => {
      const { prisma } = getDatabase();
      const { orderId, unitIds } = await makeOrder();
      const unitId = unitIds[0]!;
      const first = await scan(`SP1|U${unitId}`);
      expect(first.json.unit.undoable).toEqual(["fabric_cut"]);
      const board = (await (await as("mfguser")).get("/api/production/board")).json;
      const card = board.columns
        .flatMap((column: { orders: Array<{ id: number; units: unknown[] }> }) => column.orders)
        .find((order: { id: number }) => order.id === orderId);
      expect(card.units[0]).toMatchObject({ done: ["fabric_cut"], undoable: ["fabric_cut"] });

      const undone = await undo("mfguser", unitId, "fabric_cut");
      expect(undone.status, JSON.stringify(undone.json)).toBe(200);
      expect(undone.json).toMatchObject({ step: "fabric_cut", order_status: 10, moved_to: [] });
      expect(undone.json.unit).toMatchObject({ done: [], next: "fabric_cut", undoable: [] });
      expect(undone.json.message).toMatch(/^Fabric cut of .* undone\.$/);
      expect(await prisma.unitProductionStep.count({ where: { configuration_id: unitId } })).toBe(0);
      const entry = await prisma.statusChange.findFirstOrThrow({
        where: { entity: "order", entity_id: orderId, event: "step_undone" },
      });
      const mfguser = await prisma.user.findUniqueOrThrow({ where: { username: "mfguser" } });
      expect(entry).toMatchObject({ from_status: 10, to_status: 10, user_id: mfguser.id });
      expect(entry.note).toMatch(/^Step undone: Fabric cut of /);
      // The order's tracking timeline lists moves only; the quote's history has the undo.
      const tracking = (await (await as("dealeradmin")).get(`/api/orders/${orderId}/tracking`)).json;
      expect(tracking.events.map((event: { to_status: number }) => event.to_status)).toEqual([10]);
      expect((await undo("mfguser", unitId, "fabric_cut")).json.errors[0]).toMatch(/is not done/);

      // Scanned again, then an hour passes: not the scanner's any more, still the admin's.
      await scan(`SP1|U${unitId}`);
      await prisma.unitProductionStep.updateMany({
        where: { configuration_id: unitId },
        data: { done_at: new Date(Date.now() - 3600_000) },
      });
      const late = await undo("mfguser", unitId, "fabric_cut");
      expect(late.status).toBe(403);
      expect(late.json.errors[0]).toMatch(/within 10 minutes, or a manufacturer admin/);
      expect((await undo("mfgadmin", unitId, "fabric_cut")).status).toBe(200);

      // Another's fresh scan is not this user's to undo.
      await (await as("mfgadmin")).post("/api/production/scans", { code: `SP1|U${unitId}` });
      expect((await undo("mfguser", unitId, "fabric_cut")).status).toBe(403);
      // Dealers never; another manufacturer's unit is not found.
      expect((await undo("dealeradmin", unitId, "fabric_cut")).status).toBe(403);
      const foreignOrder = await makeOrder(0, 1, foreign);
      expect((await undo("mfgadmin", foreignOrder.unitIds[0]!, "fabric_cut")).status).toBe(404);
    });

    it("only a unit's last steps; a packed unit of a Produced order takes it back to In Production; never once Closed", async () => {
      const { prisma } = getDatabase();
      const { orderId, unitIds } = await makeOrder();
      const unitId = unitIds[0]!;
      for (const step of PRODUCTION_STEPS.slice(0, 3)) await scan(`SP1|U${unitId}`, step);
      const early = await undo("mfguser", unitId, "fabric_cut");
      expect(early.status).toBe(409);
      expect(early.json.errors[0]).toMatch(/^Undo Assembly of .* first\.$/);
      for (const step of PRODUCTION_STEPS.slice(3)) await scan(`SP1|U${unitId}`, step);
      expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(20);

      const back = await undo("mfguser", unitId, "packed");
      expect(back.status, JSON.stringify(back.json)).toBe(200);
      expect(back.json).toMatchObject({ order_status: 10, moved_to: [10] });
      expect(back.json.message).toMatch(/back In Production\.$/);
      expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(10);
      const moves = await prisma.statusChange.findMany({
        where: { entity: "order", entity_id: orderId },
        orderBy: { id: "asc" },
      });
      expect(moves.map((row) => [row.from_status, row.to_status])).toEqual([
        [2, 10],
        [10, 20],
        [20, 10],
      ]);
      expect(moves.at(-1)!.note).toMatch(/^Step undone: Packed of /);
      // Packed again: Produced again, then Closed; a Closed order's steps stay.
      expect((await scan(`SP1|U${unitId}`, "packed")).json.order_status).toBe(20);
      expect((await (await as("mfgadmin")).patch(`/api/orders/${orderId}`, { status: 50 })).status).toBe(200);
      const closed = await undo("mfgadmin", unitId, "packed");
      expect(closed.status).toBe(409);
      expect(closed.json.errors[0]).toMatch(/is Closed: its units' steps can no longer change/);
    });
  });

  describe("capacity", () => {
    it("admins keep the lines (400 for bad fields, 409 for a taken name); users read them; another manufacturer's line is not found", async () => {
      const admin = await as("mfgadmin");
      expect(
        (
          await (
            await as("mfguser")
          ).post("/api/production/lines", { name: "X", units_per_day: 1, working_days: [1] })
        ).status,
      ).toBe(403);
      const bad = await admin.post("/api/production/lines", {
        name: " ",
        units_per_day: 0,
        working_days: [],
      });
      expect(bad.status).toBe(400);
      expect(bad.json.errors.join(" ")).toMatch(/Name is required/);
      expect(bad.json.errors.join(" ")).toMatch(/Units per day must be a whole number from 1 to 10000/);
      expect(bad.json.errors.join(" ")).toMatch(/Choose at least one working day/);
      const dupDays = await admin.post("/api/production/lines", {
        name: "Y",
        units_per_day: 2,
        working_days: [1, 1],
      });
      expect(dupDays.status).toBe(400);

      const otherAdmin = new Client(app.url);
      await otherAdmin.login("otherstaff");
      const theirs = await otherAdmin.post("/api/production/lines", {
        name: "Far line",
        units_per_day: 5,
        working_days: [1, 2, 3],
      });
      expect(theirs.status).toBe(200);
      expect(
        (await admin.patch(`/api/production/lines/${theirs.json.id}`, { units_per_day: 9 })).status,
      ).toBe(404);
      expect(
        (
          await (
            await as("superadmin")
          ).patch(`/api/production/lines/${theirs.json.id}`, { units_per_day: 6 })
        ).status,
      ).toBe(200);
      // Deactivated: the other account's plan falls back to the lead time.
      expect(
        (await otherAdmin.patch(`/api/production/lines/${theirs.json.id}`, { status: 0 })).json.status,
      ).toBe(0);

      const made = await admin.post("/api/production/lines", {
        name: "Zip line A",
        units_per_day: 1,
        working_days: [5, 1, 2, 3, 4],
      });
      expect(made.status).toBe(200);
      expect(made.json).toMatchObject({
        name: "Zip line A",
        units_per_day: 1,
        working_days: [1, 2, 3, 4, 5],
        status: 1,
      });
      expect(
        (
          await admin.post("/api/production/lines", {
            name: "zip LINE a",
            units_per_day: 3,
            working_days: [1],
          })
        ).status,
      ).toBe(409);
      const read = await (await as("mfguser")).get("/api/production/lines");
      expect(read.json.map((line: { name: string }) => line.name)).toEqual(["Zip line A"]);
      expect((await (await as("dealeradmin")).get("/api/production/lines")).status).toBe(403);
    });

    it("ship dates come from the queue and the capacity, move earlier as units are packed, and reach the dealer", async () => {
      const { prisma } = getDatabase();
      // The line above: 1 unit a day, Monday to Friday. A new order queues behind every earlier one.
      const ahead = await makeOrder(1, 3);
      const behind = await makeOrder();
      const monday = new Date("2026-11-30T15:00:00Z");
      const before = await plannedShipDates(prisma, [usDealer.account_id], monday);
      expect(before.get(behind.orderId)!.source).toBe("capacity");
      expect(before.get(behind.orderId)!.line).toBe("Zip line A");
      // One unit line of quantity 3 and one of 1 ahead: four working days before the next one.
      expect(before.get(behind.orderId)!.date > before.get(ahead.orderId)!.date).toBe(true);

      // The dealer's order page, its tracking and the orders list show the planned date.
      const dealer = await as("dealeradmin");
      const order = await dealer.get(`/api/orders/${behind.orderId}`);
      expect(order.json.ship_date.source).toBe("capacity");
      const tracking = await dealer.get(`/api/orders/${behind.orderId}/tracking`);
      expect(tracking.json.estimate).toMatchObject({
        source: "capacity",
        earliest: order.json.ship_date.date,
      });
      const list = await dealer.get("/api/orders");
      expect(list.json.find((row: { id: number }) => row.id === behind.orderId).ship_date).toEqual(
        order.json.ship_date,
      );

      // Packing the order ahead (four units) frees four days of the line.
      for (const unitId of ahead.unitIds)
        for (const step of PRODUCTION_STEPS) expect((await scan(`SP1|U${unitId}`, step)).status).toBe(200);
      const after = await plannedShipDates(prisma, [usDealer.account_id], monday);
      expect(after.has(ahead.orderId)).toBe(false);
      const days = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / 86_400_000;
      expect(days(before.get(behind.orderId)!.date, after.get(behind.orderId)!.date)).toBeGreaterThanOrEqual(
        4,
      );

      // Produced and closed orders have no ship date to plan.
      const produced = await dealer.get(`/api/orders/${ahead.orderId}`);
      expect(produced.json).toMatchObject({ status: 20, ship_date: null });
    });
  });
});
