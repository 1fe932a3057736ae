-- AlterTable
ALTER TABLE "dealers" ADD COLUMN     "default_markup" DECIMAL(6,4) NOT NULL DEFAULT 1.43,
ADD COLUMN     "max_discount_purchaser" DECIMAL(5,2) NOT NULL DEFAULT 0,
ADD COLUMN     "max_discount_representative" DECIMAL(5,2) NOT NULL DEFAULT 10,
ADD COLUMN     "max_discount_sales_manager" DECIMAL(5,2) NOT NULL DEFAULT 25;

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "discount_amount" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN     "discount_approval_requested_at" TIMESTAMP(3),
ADD COLUMN     "discount_approval_requested_by" INTEGER,
ADD COLUMN     "discount_approved_by" INTEGER,
ADD COLUMN     "discount_approved_percent" DECIMAL(5,2),
ADD COLUMN     "discount_kind" TEXT NOT NULL DEFAULT 'percent',
ADD COLUMN     "discount_reason" TEXT;

-- AlterTable
ALTER TABLE "status_changes" ADD COLUMN     "event" TEXT;
