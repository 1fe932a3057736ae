// What staff see of the queue (decision 200): the background jobs that failed for good ("dead"),
// with their kind, attempts and last error, and a retry that puts one back with fresh attempts.
// Payloads are not listed: they name rows (an e-mail, an order's push), and the kind's own screen
// (the e-mail queue, the order page) shows those.
import { sql } from "kysely";
import { MANUFACTURER_ACCOUNT_ID, ROLE, type Agent, type TListQuery } from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../db/typed-sql.js";
import { badRequest, forbidden, notFound } from "../http/errors.js";
import { iso } from "../services/convert.js";
import { listArgs } from "../services/list-query.js";
import { JOB_KINDS, isJobKind, type JobKindPolicy } from "./kinds.js";
import { notifyWorkers, type JobStatus } from "./queue.js";

const select = {
  id: true,
  kind: true,
  status: true,
  attempts: true,
  max_attempts: true,
  run_at: true,
  last_error: true,
  created_at: true,
  finished_at: true,
} satisfies Prisma.JobSelect;
type JobRow = Prisma.JobGetPayload<{ select: typeof select }>;

export function toJobDto(row: JobRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as JobStatus,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    /** When the next try is due; null once done or dead. */
    next_attempt_at: row.status === "pending" ? iso(row.run_at) : null,
    last_error: row.last_error,
    created_at: iso(row.created_at),
    finished_at: row.finished_at ? iso(row.finished_at) : null,
  };
}
export type JobDto = ReturnType<typeof toJobDto>;

/**
 * The queue holds every tenant's work, so beyond the `job` permission it is for the super admin and
 * the manufacturer's own staff only (docs/permissions.md).
 */
function assertQueueVisible(agent: Agent): void {
  if (agent.role_id !== ROLE.SUPER_ADMIN && agent.account_id !== MANUFACTURER_ACCOUNT_ID) throw forbidden();
}

const SORTABLE = ["id", "created_at", "finished_at", "run_at", "status", "attempts", "kind"] as const;

/** The queue's jobs, newest first; `status` narrows (the staff screen asks for the dead ones). */
export async function listJobs(
  prisma: PrismaClient,
  agent: Agent,
  query: TListQuery & { status?: JobStatus },
): Promise<JobDto[]> {
  assertQueueVisible(agent);
  const args = await listArgs<Prisma.JobWhereInput>(query, {
    sortable: SORTABLE,
    search: (q) => ({
      OR: (["kind", "last_error"] as const).map((field) => ({
        [field]: { contains: q, mode: "insensitive" as const },
      })),
    }),
    scope: [query.status ? { status: query.status } : {}],
    count: (args) => prisma.job.count(args),
  });
  if (!args) return [];
  const rows = await prisma.job.findMany({ ...args, select });
  return rows.map(toJobDto);
}

// Fresh attempts, due now (the database's now); only a dead job: a pending one is on its way.
const PUT_BACK = prepare<{ id: number }>("jobs-put-back").build((value) =>
  sqlBuilder
    .updateTable("jobs")
    .set({
      status: "pending",
      attempts: 0,
      locked_until: null,
      finished_at: null,
      run_at: sql<Date>`(now() AT TIME ZONE 'UTC')`,
    })
    .where("id", "=", value("id"))
    .where("status", "=", "dead")
    .returning(["id", "kind", "payload"]),
);

/**
 * Puts a dead job back in the queue with fresh attempts, due now, and wakes the workers; the kind's
 * own row follows (an e-mail is pending again). Answers false when the job was not dead.
 */
export async function putJobBack(prisma: PrismaClient, id: number): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const [row] = await runStatement(tx, PUT_BACK, { id });
    if (!row) return false;
    if (isJobKind(row.kind)) {
      const payload: unknown = typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload;
      await (JOB_KINDS[row.kind] as JobKindPolicy<unknown>).retried?.(tx, { id: row.id, payload });
    }
    await notifyWorkers(tx);
    return true;
  });
}

/** Staff's retry of a dead job (`POST /api/jobs/{id}/retry`). */
export async function retryJob(prisma: PrismaClient, agent: Agent, id: number): Promise<JobDto> {
  assertQueueVisible(agent);
  const changed = await putJobBack(prisma, id);
  const row = await prisma.job.findUnique({ where: { id }, select });
  if (!row) throw notFound();
  if (!changed) throw badRequest("Only a job that failed for good can be retried.");
  return toJobDto(row);
}
