import { Router } from "express";
import type { PrismaClient } from "../../db/client.js";
import { findMigrationsDir, readMigrations } from "../../db/migrate.js";
import { requestLog } from "../../log.js";

/** How long the readiness check waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2_000;

/**
 * For a load balancer or an orchestrator (decision 181): `GET /api/health` says the process answers
 * (liveness); `GET /api/ready` that it can serve: the database answers and every migration this
 * build holds is applied. Neither needs a session; neither says more than that.
 */
export function healthRoutes({ prisma }: { prisma: PrismaClient }): Router {
  const router = Router();
  let expected: Promise<string[]> | undefined;

  router.get("/health", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });

  router.get("/ready", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      expected ??= readMigrations(findMigrationsDir()).then((files) => files.map((file) => file.name));
      const applied = await withTimeout(
        prisma.$queryRaw<{ migration_name: string }[]>`
          SELECT migration_name FROM _prisma_migrations
          WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        READY_TIMEOUT_MS,
      );
      const done = new Set(applied.map((row) => row.migration_name));
      const missing = (await expected).filter((name) => !done.has(name)).length;
      if (missing > 0) {
        res.status(503).json({
          status: "unavailable",
          errors: [`${missing} ${missing === 1 ? "migration is" : "migrations are"} not applied.`],
        });
        return;
      }
      res.json({ status: "ready" });
    } catch (error) {
      requestLog(req).warn({ err: error }, "Readiness check failed");
      res.status(503).json({ status: "unavailable", errors: ["The database cannot be reached."] });
    }
  });
  return router;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
