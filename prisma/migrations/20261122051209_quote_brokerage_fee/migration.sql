-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "brokerage_fee" DECIMAL(12,2) NOT NULL DEFAULT 0;
