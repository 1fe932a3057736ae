// What staff see of the e-mail queue (docs/email.md): the jobs with their status, attempts and last
// error, and a retry for those that failed. Bodies are never listed (they can carry live links).
import { sql } from "kysely";
import { MANUFACTURER_ACCOUNT_ID, ROLE, type Agent, type TListQuery } from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../db/typed-sql.js";
import { badRequest, forbidden, notFound } from "../http/errors.js";
import { iso } from "./convert.js";
import { listArgs } from "./list-query.js";
import { maxAttemptsFor, type EmailJobStatus } from "../mail/queue.js";
import { putJobBack } from "../jobs/staff.js";

const select = {
  id: true,
  kind: true,
  to_address: true,
  subject: true,
  status: true,
  attempts: true,
  next_attempt_at: true,
  last_error: true,
  sent_at: true,
  created_at: true,
} satisfies Prisma.EmailJobSelect;
type JobRow = Prisma.EmailJobGetPayload<{ select: typeof select }>;

export function toEmailJobDto(row: JobRow) {
  return {
    id: row.id,
    kind: row.kind,
    to_address: row.to_address,
    subject: row.subject,
    status: row.status as EmailJobStatus,
    attempts: row.attempts,
    max_attempts: maxAttemptsFor(row.kind),
    /** When the next try is due; null once sent or failed. */
    next_attempt_at: row.status === "pending" ? iso(row.next_attempt_at) : null,
    last_error: row.last_error,
    sent_at: row.sent_at ? iso(row.sent_at) : null,
    created_at: iso(row.created_at),
  };
}
export type EmailJobDto = ReturnType<typeof toEmailJobDto>;

/**
 * The queue holds the mail of every tenant, so beyond the `email` permission it is for the super
 * admin and the manufacturer's own staff only (docs/permissions.md).
 */
function assertQueueVisible(agent: Agent): void {
  if (agent.role_id !== ROLE.SUPER_ADMIN && agent.account_id !== MANUFACTURER_ACCOUNT_ID) throw forbidden();
}

const SORTABLE = [
  "id",
  "created_at",
  "next_attempt_at",
  "sent_at",
  "status",
  "attempts",
  "kind",
  "to_address",
] as const;

export async function listEmailJobs(
  prisma: PrismaClient,
  agent: Agent,
  query: TListQuery & { status?: EmailJobStatus },
): Promise<EmailJobDto[]> {
  assertQueueVisible(agent);
  const args = await listArgs<Prisma.EmailJobWhereInput>(query, {
    sortable: SORTABLE,
    search: (q) => ({
      OR: (["to_address", "subject", "kind", "last_error"] as const).map((field) => ({
        [field]: { contains: q, mode: "insensitive" as const },
      })),
    }),
    scope: [query.status ? { status: query.status } : {}],
    count: (args) => prisma.emailJob.count(args),
  });
  if (!args) return [];
  const rows = await prisma.emailJob.findMany({ ...args, select });
  return rows.map(toEmailJobDto);
}

// The e-mail's job on the queue (decision 200), dead once the e-mail has failed.
const DEAD_JOB = prepare<{ emailId: string }>("email-dead-job").build((value) =>
  sqlBuilder
    .selectFrom("jobs")
    .select("id")
    .where("kind", "=", "email")
    .where("status", "=", "dead")
    .where(sql<boolean>`payload->>'email_id' = ${value("emailId")}`)
    .orderBy("id", "desc")
    .limit(1),
);

/**
 * Puts a failed e-mail back in the queue with a fresh set of attempts, due now, and wakes the
 * workers: its dead job is retried (the row follows, jobs/kinds.ts). Only a failed one: a pending
 * e-mail is already on its way.
 */
export async function retryEmailJob(prisma: PrismaClient, agent: Agent, id: number): Promise<EmailJobDto> {
  assertQueueVisible(agent);
  const [job] = await runStatement(prisma, DEAD_JOB, { emailId: String(id) });
  const changed = job ? await putJobBack(prisma, job.id) : false;
  const row = await prisma.emailJob.findUnique({ where: { id }, select });
  if (!row) throw notFound();
  if (!changed) throw badRequest("Only a failed e-mail can be retried.");
  return toEmailJobDto(row);
}
