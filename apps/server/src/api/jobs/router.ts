import { z } from "zod";
import { ZIdInput, ZListQuery } from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import { listJobs, retryJob } from "../../jobs/staff.js";
import { JOB_STATUSES } from "../../jobs/queue.js";

const tags = ["jobs"];

const ZJob = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number(),
  max_attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

const ZJobListQuery = ZListQuery.extend({
  status: z.enum(JOB_STATUSES, { error: "status must be pending, done or dead." }).optional(),
});

/** The background jobs for staff (decision 200): the ones that failed for good, and retry. */
export const jobsRouter = createTRPCRouter({
  list: permittedProcedure("job.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/jobs",
        tags,
        summary: "Background jobs, newest first (?status=dead: those that failed for good)",
      },
    })
    .input(ZJobListQuery)
    .output(z.array(ZJob))
    .query(({ ctx, input }) => listJobs(ctx.prisma, ctx.agent, input)),
  retry: permittedProcedure("job.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/jobs/{id}/retry",
        tags,
        summary: "Put a job that failed for good back in the queue, with fresh attempts",
      },
    })
    .input(ZIdInput)
    .output(ZJob)
    .mutation(({ ctx, input }) => retryJob(ctx.prisma, ctx.agent, input.id)),
});
