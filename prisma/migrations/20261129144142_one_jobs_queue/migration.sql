-- CreateTable
CREATE TABLE "jobs" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "max_attempts" INTEGER NOT NULL,
    "run_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMP(3),
    "last_error" TEXT,
    "unique_key" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "jobs_unique_key_key" ON "jobs"("unique_key");

-- CreateIndex
CREATE INDEX "jobs_status_run_at_idx" ON "jobs"("status", "run_at");

-- The e-mails and ERP pushes under way move onto the queue (decision 200): a pending e-mail is a
-- pending job due when it was, a failed one a dead job (staff retry it); a push being retried is a
-- job at its next try.
INSERT INTO "jobs" ("kind", "payload", "status", "attempts", "max_attempts", "run_at", "last_error")
SELECT 'email',
       jsonb_build_object('email_id', "id", 'email_kind', "kind"),
       CASE WHEN "status" = 'failed' THEN 'dead' ELSE 'pending' END,
       "attempts",
       CASE WHEN "kind" = 'password_reset' THEN 5 ELSE 6 END,
       "next_attempt_at",
       "last_error"
FROM "email_jobs"
WHERE "status" IN ('pending', 'failed');

INSERT INTO "jobs" ("kind", "payload", "max_attempts", "run_at", "unique_key")
SELECT 'erp.push',
       jsonb_build_object('key', "idempotency_key", 'attempts', "attempts"),
       5,
       COALESCE("next_attempt_at", CURRENT_TIMESTAMP),
       'erp.push:' || "idempotency_key" || ':' || "attempts"
FROM "erp_pushes"
WHERE "status" = 'retrying';
