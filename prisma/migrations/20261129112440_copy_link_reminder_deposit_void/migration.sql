-- AlterTable
ALTER TABLE "dealers" ADD COLUMN     "expiry_reminder" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "void_reason" TEXT,
ADD COLUMN     "voided_at" TIMESTAMP(3),
ADD COLUMN     "voided_by" INTEGER;

-- AlterTable
ALTER TABLE "quote_share_links" ADD COLUMN     "reminded_at" TIMESTAMP(3),
ADD COLUMN     "token_sealed" TEXT;

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "deposit_override" BOOLEAN NOT NULL DEFAULT false;
