-- Trigram indexes for the panel's search (issue 15): pg_trgm is a contrib module of PostgreSQL;
-- embedded PGlite loads it from src/db/pglite-extensions.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "configurations" ADD COLUMN     "saved_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "erp_claimed_until" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "credentials_changed_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "email_change_requests" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "new_email" TEXT NOT NULL,
    "requested_by" INTEGER,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "confirmed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_change_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shipments" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "carrier" TEXT NOT NULL,
    "tracking_number" TEXT,
    "tracking_url" TEXT,
    "shipped_at" TIMESTAMP(3),
    "delivered_at" TIMESTAMP(3),
    "erp_event_id" TEXT,
    "created_by" INTEGER,
    "actor" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "shipments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "erp_events" (
    "id" SERIAL NOT NULL,
    "event_id" TEXT NOT NULL,
    "order_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "erp_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "email_change_requests_user_id_idx" ON "email_change_requests"("user_id");

-- CreateIndex
CREATE INDEX "email_change_requests_expires_at_idx" ON "email_change_requests"("expires_at");

-- CreateIndex
CREATE INDEX "shipments_order_id_idx" ON "shipments"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "erp_events_event_id_key" ON "erp_events"("event_id");

-- CreateIndex
CREATE INDEX "erp_events_order_id_idx" ON "erp_events"("order_id");

-- CreateIndex
CREATE INDEX "customers_search_trgm" ON "customers" USING GIN ("first_name" gin_trgm_ops, "last_name" gin_trgm_ops, "customername" gin_trgm_ops, "email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "dealers_search_trgm" ON "dealers" USING GIN ("company_name" gin_trgm_ops, "account_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "orders_order_number_trgm" ON "orders" USING GIN ("order_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "quotes_title_trgm" ON "quotes" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "quotes_quote_number_trgm" ON "quotes" USING GIN ("quote_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_search_trgm" ON "users" USING GIN ("username" gin_trgm_ops, "first_name" gin_trgm_ops, "last_name" gin_trgm_ops, "email" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "erp_events" ADD CONSTRAINT "erp_events_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Units that existed before this migration were saved.
UPDATE "configurations" SET "saved_at" = "updated_at";
