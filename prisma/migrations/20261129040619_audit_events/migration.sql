-- CreateTable
CREATE TABLE "audit_events" (
    "id" SERIAL NOT NULL,
    "entity" TEXT NOT NULL,
    "entity_id" INTEGER NOT NULL,
    "entity_label" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '[]',
    "note" TEXT,
    "user_id" INTEGER,
    "account_id" INTEGER,
    "dealer_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_events_created_at_idx" ON "audit_events"("created_at");

-- CreateIndex
CREATE INDEX "audit_events_dealer_id_created_at_idx" ON "audit_events"("dealer_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_events_account_id_created_at_idx" ON "audit_events"("account_id", "created_at");
