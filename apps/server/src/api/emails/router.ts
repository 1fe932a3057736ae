import { z } from "zod";
import { ZIdInput, ZListQuery } from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import { listEmailJobs, retryEmailJob } from "../../services/email-jobs.js";
import { EMAIL_JOB_STATUSES } from "../../mail/queue.js";

const tags = ["emails"];

const ZEmailJob = z.object({
  id: z.number(),
  kind: z.string(),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_JOB_STATUSES),
  attempts: z.number(),
  max_attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});

const ZEmailListQuery = ZListQuery.extend({
  status: z.enum(EMAIL_JOB_STATUSES, { error: "status must be pending, sent or failed." }).optional(),
});

/** The durable e-mail queue for staff (docs/email.md): what went out, what keeps failing, and retry. */
export const emailsRouter = createTRPCRouter({
  list: permittedProcedure("email.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/emails",
        tags,
        summary: "Queued, sent and failed e-mails, newest first (?status=failed)",
      },
    })
    .input(ZEmailListQuery)
    .output(z.array(ZEmailJob))
    .query(({ ctx, input }) => listEmailJobs(ctx.prisma, ctx.agent, input)),
  retry: permittedProcedure("email.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/emails/{id}/retry",
        tags,
        summary: "Queue a failed e-mail again, with fresh attempts",
      },
    })
    .input(ZIdInput)
    .output(ZEmailJob)
    .mutation(({ ctx, input }) => retryEmailJob(ctx.prisma, ctx.agent, input.id)),
});
