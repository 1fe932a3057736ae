-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "owner_id" INTEGER;

-- CreateIndex
CREATE INDEX "quotes_dealer_id_owner_id_idx" ON "quotes"("dealer_id", "owner_id");

-- Every quote so far belongs to its creator (docs/decisions/157-quote-owner.md).
UPDATE "quotes" SET "owner_id" = "created_by" WHERE "owner_id" IS NULL;
