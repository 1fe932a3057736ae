import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { EMAIL_CHANGE_MESSAGES, MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { dealerDiscountApprovers } from "../../src/services/notifications/recipients.js";
import { tell } from "../../src/services/notifications/deliver.js";
import type { PrismaClient } from "../../src/db/client.js";
import { waitUntil } from "../helpers/wait.js";

// The machine running the suite can be busy: seeding and hashing get time.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

/** Another dealer's user (Maple Leaf, Canada): an address a Gulf Coast admin must not learn about. */
const TAKEN = "cadealer@mapleleafoutdoor.example";
/** Free, and as long as TAKEN. */
const FREE = "nobodyet@mapleleafoutdoor.example";

const person = {
  first_name: "Nina",
  last_name: "Rivers",
  phone: "+1 (941) 555-0150",
  role_id: 4,
};

/** The e-mail jobs queued to `to`, oldest first. */
function jobsTo(prisma: PrismaClient, to: string) {
  return prisma.emailJob.findMany({ where: { to_address: to }, orderBy: { id: "asc" } });
}

/** The token of a confirmation link, or of an invitation's (decision 159: the same kind of request). */
function linkToken(text: string): string {
  const match = /\/(?:confirm-email|invitation)\/([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link in: ${text}`);
  return match[1];
}

/** Decision 088: creating a user never tells whether its address has an account. */
forEachDatabase("new users' e-mail addresses", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);

  /** POST /api/users as `client`, the raw answer text (to compare bytes, not parsed values). */
  async function createRaw(client: Client, body: object) {
    const response = await fetch(`${app.url}/api/users`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: client.cookie ?? "", origin: app.url },
      body: JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  }

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  it("a dealer admin gets the same answer for an address taken in another tenant and a free one", async () => {
    const { prisma } = getDatabase();
    expect(FREE).toHaveLength(TAKEN.length);
    const admin = await as("dealeradmin");
    const jobsBefore = await prisma.emailJob.count();
    const taken = await createRaw(admin, { ...person, username: "takenaddr1", email: TAKEN });
    const afterTaken = await prisma.emailJob.count();
    const free = await createRaw(admin, { ...person, username: "freeaddr01", email: FREE });
    const afterFree = await prisma.emailJob.count();
    expect([taken.status, free.status]).toEqual([200, 200]);
    // Byte for byte, but for what the admin typed and what the server numbered.
    const normal = (text: string) =>
      text
        .replace(/"id":\d+/, '"id":0')
        .replace(/"username":"\w+"/, '"username":""')
        .replace(/"created_at":"[^"]+"/, '"created_at":""')
        .replace(TAKEN, "ADDRESS")
        .replace(FREE, "ADDRESS");
    expect(normal(taken.text)).toBe(normal(free.text));
    expect(JSON.parse(taken.text)).toMatchObject({
      email: null,
      pending_email: TAKEN,
      dealer_id: expect.any(Number),
    });
    expect(JSON.parse(free.text)).toMatchObject({ email: null, pending_email: FREE });
    // Reading the users back tells no more than the answers did.
    const [readTaken, readFree] = await Promise.all(
      [taken, free].map(async (answer) => {
        const { id } = JSON.parse(answer.text) as { id: number };
        const read = await admin.get(`/api/users/${id}`);
        expect(read.status).toBe(200);
        return JSON.stringify(read.json);
      }),
    );
    expect(normal(readTaken!)).toBe(normal(readFree!));

    // Exactly one e-mail each: the owner of the taken address gets a note, the free one a link.
    expect([afterTaken - jobsBefore, afterFree - afterTaken]).toEqual([1, 1]);
    const [note] = await jobsTo(prisma, TAKEN);
    expect(note).toMatchObject({ kind: "email_in_use", subject: "Your e-mail address is already in use" });
    expect(note!.text).toContain("already belongs to an account");
    expect(note!.text).toContain("/forgot-password");
    expect(note!.text).not.toContain("/confirm-email/");
    const welcome = await jobsTo(prisma, FREE);
    expect(welcome).toHaveLength(1);
    // Without a password: the invitation, whose one link also sets the password (decision 159).
    expect(welcome[0]).toMatchObject({
      kind: "new_user_invitation",
      subject: "Welcome to the Screens Panel: set your password",
    });
    expect(welcome[0]!.text).toContain(
      "Dana Reed (Gulf Coast Shade & Screen) created a Screens Panel account",
    );
    expect(welcome[0]!.text).toContain("freeaddr01");
    expect(welcome[0]!.text).toContain("/invitation/");
    linkToken(welcome[0]!.text);
    // Nothing became the taken address's: the other dealer's user still owns it alone.
    expect(await prisma.user.count({ where: { email: TAKEN } })).toBe(1);
  });

  it("the link sets the address; login by e-mail works only after it, login by username always", async () => {
    const { prisma } = getDatabase();
    const admin = await as("dealeradmin");
    const address = "nina.rivers@new-dealer-user.example";
    const created = await admin.post("/api/users", {
      ...person,
      username: "ninarivers",
      email: address,
      password: "Nina#Rivers26",
    });
    expect(created.status).toBe(200);
    const byEmail = { username: address, password: "Nina#Rivers26" };
    expect((await new Client(app.url).post("/api/login", byEmail)).status).toBe(401);
    expect((await new Client(app.url).login("ninarivers", "Nina#Rivers26")).email).toBeNull();

    const [welcome] = await jobsTo(prisma, address);
    // A password was given: the welcome e-mail says to sign in with it.
    expect(welcome!.text).toContain("the password your administrator gave you");
    const token = linkToken(welcome!.text);
    const confirmed = await new Client(app.url).post("/api/confirm-email", { token });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(confirmed.json).toEqual({
      email: address,
      message: EMAIL_CHANGE_MESSAGES.confirmedNewAccount,
      new_account: true,
    });
    const read = await admin.get(`/api/users/${created.json.id}`);
    expect(read.json).toMatchObject({ email: address, pending_email: null });
    // No "your address was changed" notice: there was no earlier address.
    expect(
      await prisma.emailJob.count({ where: { kind: "email_changed_notice", to_address: address } }),
    ).toBe(0);
    const login = await new Client(app.url).post("/api/login", byEmail);
    expect(login.status).toBe(200);
    expect(login.json.email).toBe(address);
    expect((await new Client(app.url).post("/api/confirm-email", { token })).status).toBe(400);
  });

  it("two users created with one address cannot both confirm it", async () => {
    const { prisma } = getDatabase();
    const admin = await as("dealeradmin");
    const address = "shared.mailbox@new-dealer-user.example";
    const first = await admin.post("/api/users", { ...person, username: "sharedone", email: address });
    const second = await admin.post("/api/users", { ...person, username: "sharedtwo", email: address });
    expect([first.status, second.status]).toEqual([200, 200]);
    // Both got a link: the address belonged to nobody yet.
    const links = await jobsTo(prisma, address);
    expect(links.map((job) => job.kind)).toEqual(["new_user_invitation", "new_user_invitation"]);
    const [tokenOne, tokenTwo] = links.map((job) => linkToken(job.text));
    expect((await new Client(app.url).post("/api/confirm-email", { token: tokenOne })).status).toBe(200);
    const refused = await new Client(app.url).post("/api/confirm-email", { token: tokenTwo });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([EMAIL_CHANGE_MESSAGES.addressTaken]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: first.json.id } })).email).toBe(address);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: second.json.id } })).email).toBeNull();
  });

  it("forgot-password mails only a confirmed address, with the same answer", async () => {
    const { prisma } = getDatabase();
    const admin = await as("dealeradmin");
    const address = "no.password.yet@new-dealer-user.example";
    const created = await admin.post("/api/users", { ...person, username: "nopassyet", email: address });
    const [welcome] = await jobsTo(prisma, address);
    // Created without a password: the welcome e-mail says how to choose one.
    expect(welcome!.text).toContain("choose your password");
    const anonymous = new Client(app.url);
    const before = await anonymous.post("/api/forgot-password", { email: address });
    const known = await anonymous.post("/api/forgot-password", { email: "salesrep@gulfcoastshade.example" });
    expect(before.json).toEqual(known.json);
    expect(before.json.message).toBe(MESSAGES.forgotPasswordAccepted);
    // The reset for the known address arrives; the unconfirmed one gets nothing.
    await waitUntil(
      async () =>
        (await prisma.emailJob.count({
          where: { kind: "password_reset", to_address: "salesrep@gulfcoastshade.example" },
        })) > 0,
      "the known address's reset e-mail",
      10_000,
    );
    expect(await prisma.emailJob.count({ where: { kind: "password_reset", to_address: address } })).toBe(0);
    expect(await prisma.passwordResetToken.count({ where: { user_id: created.json.id } })).toBe(0);

    await anonymous.post("/api/confirm-email", { token: linkToken(welcome!.text) });
    await anonymous.post("/api/forgot-password", { email: address });
    await waitUntil(
      async () =>
        (await prisma.emailJob.count({ where: { kind: "password_reset", to_address: address } })) === 1,
      "the confirmed address's reset e-mail",
      10_000,
    );
  });

  it("e-mail notifications skip a user without a confirmed address", async () => {
    const { prisma } = getDatabase();
    const admin = await as("dealeradmin");
    const created = await admin.post("/api/users", {
      ...person,
      first_name: "Unconfirmed",
      username: "unconfirmed",
      email: "unconfirmed@new-dealer-user.example",
    });
    // A dealer admin, like Dana: told in the panel at once, by e-mail once the address is confirmed
    // (decision 165).
    const dealerId = created.json.dealer_id as number;
    const tellManagers = () =>
      prisma.$transaction(async (tx) =>
        tell(tx, await dealerDiscountApprovers(tx, dealerId), {
          event: "discount_approval",
          title: "A discount to approve",
          link: "/panel/quotes",
          email: (recipient) =>
            Promise.resolve({ subject: `For ${recipient.first_name}`, html: "", text: "" }),
        }),
      );
    const userId = created.json.id as number;
    const told = () => prisma.notification.count({ where: { user_id: userId } });
    const mailed = async () =>
      (await jobsTo(prisma, "unconfirmed@new-dealer-user.example")).filter(
        (job) => job.kind === "discount_approval",
      ).length;
    await tellManagers();
    expect(await told()).toBe(1);
    expect(await mailed()).toBe(0);
    expect(await prisma.emailJob.count({ where: { kind: "discount_approval", subject: "For Dana" } })).toBe(
      1,
    );
    const [welcome] = await jobsTo(prisma, "unconfirmed@new-dealer-user.example");
    await new Client(app.url).post("/api/confirm-email", { token: linkToken(welcome!.text) });
    await tellManagers();
    expect(await told()).toBe(2);
    expect(await mailed()).toBe(1);
  });
});
