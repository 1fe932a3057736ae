import {
  accessoryCatalogue,
  AccessoryCatalogueSchema,
  accessoryCatalogueVersion,
  defaultPriceBook,
  loadPriceBook,
  type AccessoryCatalogue,
  type PriceBook,
} from "@screens/pricing";
import type { Prisma, PrismaClient } from "../../db/client.js";

/** A published version as the store knows it: its text and the instant it takes effect. */
interface ScheduledVersion {
  version: string;
  effective_at: Date;
}

/** A version's contents, validated once (docs/decisions/148-price-book-versions.md). */
export interface LoadedVersion {
  version: string;
  book: PriceBook;
  accessories: AccessoryCatalogue;
}

export interface PriceBookStoreOptions {
  /**
   * Version 1 of an empty database: the bundled sample book, or the server's PRICE_BOOK file.
   */
  firstBook?: PriceBook;
  /** What "now" is: a test moves it to check the switch at the effective instant. */
  now?: () => Date;
  /** How long the schedule of published versions is trusted before it is read again. */
  scheduleTtlMs?: number;
}

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * The price books the server prices with (decision 148). Published versions never change, so each
 * is read and validated once and kept; the schedule (which version takes effect when) is a few
 * rows, read again every few seconds, so every instance switches at the effective instant by its
 * own clock and learns of a new publication within the schedule's lifetime, with no restart.
 */
export class PriceBookStore {
  private readonly loaded = new Map<string, Promise<LoadedVersion | null>>();
  private schedule: { rows: ScheduledVersion[]; readAt: number } | null = null;
  readonly now: () => Date;
  private readonly ttl: number;
  private readonly firstBook: PriceBook;

  constructor(
    private readonly prisma: PrismaClient,
    options: PriceBookStoreOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.ttl = options.scheduleTtlMs ?? 5_000;
    this.firstBook = options.firstBook ?? defaultPriceBook;
  }

  /** The version in effect at `at` (default now): the published one with the latest instant not after it. */
  async inEffect(at: Date = this.now(), db: Db = this.prisma): Promise<LoadedVersion> {
    const version = await this.versionInEffect(at, db);
    const loaded = await this.byVersion(version, db);
    if (!loaded) throw new Error(`The price book version ${version} in effect could not be read.`);
    return loaded;
  }

  /**
   * The book in effect now (what a draft's units price with). Inside a transaction pass it as `db`:
   * the embedded database has one connection, which the transaction holds.
   */
  async current(db: Db = this.prisma): Promise<PriceBook> {
    return (await this.inEffect(this.now(), db)).book;
  }

  async versionInEffect(at: Date = this.now(), db: Db = this.prisma): Promise<string> {
    const rows = await this.scheduled(db);
    const inEffect = rows.find((row) => row.effective_at.getTime() <= at.getTime());
    if (!inEffect) throw new Error("No price book version is in effect: the database has none published.");
    return inEffect.version;
  }

  /** A version by its text; null when there is none. Drafts are read fresh (they change). */
  byVersion(version: string, db: Db = this.prisma): Promise<LoadedVersion | null> {
    const cached = this.loaded.get(version);
    if (cached) return cached;
    const reading = readVersion(db, version).then((row) => {
      if (!row || row.status !== "published") this.loaded.delete(version);
      return row ? toLoaded(row) : null;
    });
    this.loaded.set(version, reading);
    reading.catch(() => this.loaded.delete(version));
    return reading;
  }

  /** Forgets the schedule (this instance just published or withdrew a version). */
  invalidate(): void {
    this.schedule = null;
  }

  /** Forgets a draft's cached contents after an edit. */
  forget(version: string): void {
    this.loaded.delete(version);
  }

  /** Published versions, latest effective instant first. */
  private readSchedule(db: Db) {
    return db.priceBookVersion.findMany({
      where: { status: "published", effective_at: { not: null } },
      select: { version: true, effective_at: true },
      orderBy: [{ effective_at: "desc" }, { id: "desc" }],
    });
  }

  private async scheduled(db: Db): Promise<ScheduledVersion[]> {
    const fresh = this.schedule && Date.now() - this.schedule.readAt < this.ttl;
    if (fresh && this.schedule) return this.schedule.rows;
    let rows = await this.readSchedule(db);
    if (rows.length === 0) {
      await ensureFirstVersion(db, this.firstBook);
      rows = await this.readSchedule(db);
    }
    const scheduled = rows.flatMap((row) =>
      row.effective_at ? [{ version: row.version, effective_at: row.effective_at }] : [],
    );
    this.schedule = { rows: scheduled, readAt: Date.now() };
    return scheduled;
  }
}

/**
 * The first version of an empty database, in effect since the epoch (decision 148). Two instances
 * starting together both try; the version's unique text lets one insert win.
 */
export async function ensureFirstVersion(prisma: Db, book: PriceBook): Promise<void> {
  const catalogue: AccessoryCatalogue = {
    version: accessoryCatalogueVersion,
    items: [...accessoryCatalogue],
  };
  await prisma.priceBookVersion.createMany({
    data: [
      {
        version: book.version,
        status: "published",
        effective_at: new Date(0),
        published_at: new Date(),
        book: book,
        accessories: catalogue,
        note: "The price book the panel was installed with.",
      },
    ],
    skipDuplicates: true,
  });
}

function readVersion(db: Db, version: string) {
  return db.priceBookVersion.findUnique({
    where: { version },
    select: { version: true, status: true, book: true, accessories: true },
  });
}

function toLoaded(row: { version: string; book: unknown; accessories: unknown }): LoadedVersion {
  return {
    version: row.version,
    book: loadPriceBook(row.book),
    accessories: AccessoryCatalogueSchema.parse(row.accessories),
  };
}
