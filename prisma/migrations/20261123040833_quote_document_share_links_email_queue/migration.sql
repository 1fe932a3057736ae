-- AlterTable
ALTER TABLE "dealers" ADD COLUMN     "logo" BYTEA,
ADD COLUMN     "logo_mime" TEXT,
ADD COLUMN     "logo_updated_at" TIMESTAMP(3),
ADD COLUMN     "quote_terms" TEXT,
ADD COLUMN     "quote_validity_days" INTEGER NOT NULL DEFAULT 30;

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "sent_at" TIMESTAMP(3),
ADD COLUMN     "valid_until" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "status_changes" ADD COLUMN     "actor" TEXT;

-- CreateTable
CREATE TABLE "quote_share_links" (
    "id" SERIAL NOT NULL,
    "quote_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),
    "decided_at" TIMESTAMP(3),
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_share_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_decisions" (
    "id" SERIAL NOT NULL,
    "quote_id" INTEGER NOT NULL,
    "share_link_id" INTEGER NOT NULL,
    "decision" TEXT NOT NULL,
    "signer_name" TEXT,
    "reason" TEXT,
    "ip_address" TEXT,
    "user_agent" TEXT,
    "document_sha256" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_decisions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_jobs" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "attachments" JSONB NOT NULL DEFAULT '[]',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMP(3),
    "last_error" TEXT,
    "sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "quote_share_links_token_hash_key" ON "quote_share_links"("token_hash");

-- CreateIndex
CREATE INDEX "quote_share_links_quote_id_idx" ON "quote_share_links"("quote_id");

-- CreateIndex
CREATE UNIQUE INDEX "quote_decisions_share_link_id_key" ON "quote_decisions"("share_link_id");

-- CreateIndex
CREATE INDEX "quote_decisions_quote_id_idx" ON "quote_decisions"("quote_id");

-- CreateIndex
CREATE INDEX "email_jobs_status_next_attempt_at_idx" ON "email_jobs"("status", "next_attempt_at");

-- AddForeignKey
ALTER TABLE "quote_share_links" ADD CONSTRAINT "quote_share_links_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_decisions" ADD CONSTRAINT "quote_decisions_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_decisions" ADD CONSTRAINT "quote_decisions_share_link_id_fkey" FOREIGN KEY ("share_link_id") REFERENCES "quote_share_links"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
