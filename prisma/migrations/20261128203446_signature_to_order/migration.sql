-- AlterTable
ALTER TABLE "dealers" ADD COLUMN     "auto_submit_on_accept" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "deposit_kind" TEXT NOT NULL DEFAULT 'none',
ADD COLUMN     "deposit_value" DECIMAL(12,2) NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "accepted_at" TIMESTAMP(3),
ADD COLUMN     "accepted_total" DECIMAL(12,2),
ADD COLUMN     "dealer_po" TEXT,
ADD COLUMN     "deposit_kind" TEXT NOT NULL DEFAULT 'none',
ADD COLUMN     "deposit_value" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN     "measurements_final" BOOLEAN;

-- CreateTable
CREATE TABLE "payments" (
    "id" SERIAL NOT NULL,
    "quote_id" INTEGER NOT NULL,
    "dealer_id" INTEGER NOT NULL,
    "payer" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'payment',
    "amount" DECIMAL(12,2) NOT NULL,
    "received_on" DATE NOT NULL,
    "method" TEXT NOT NULL,
    "reference" TEXT,
    "note" TEXT,
    "source" TEXT NOT NULL DEFAULT 'manual',
    "provider_reference" TEXT,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payments_quote_id_payer_idx" ON "payments"("quote_id", "payer");

-- CreateIndex
CREATE INDEX "payments_dealer_id_payer_received_on_idx" ON "payments"("dealer_id", "payer", "received_on");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Only what the product can record (docs/decisions/137-payments.md).
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_known" CHECK ("payer" IN ('customer', 'dealer'));
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_known" CHECK ("kind" IN ('payment', 'refund'));

-- Quotes the customer accepted before this change keep their acceptance: a recall returns them to
-- the dealer as accepted (docs/decisions/136-signature-to-order.md).
UPDATE "quotes" q SET "accepted_at" = d."created_at", "accepted_total" = q."sale_price"
FROM (SELECT DISTINCT ON ("quote_id") "quote_id", "created_at" FROM "quote_decisions"
      WHERE "decision" = 'accepted' ORDER BY "quote_id", "id" DESC) d
WHERE d."quote_id" = q."id" AND q."status" IN (30, 31, 50);
