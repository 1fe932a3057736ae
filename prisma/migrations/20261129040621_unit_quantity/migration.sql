-- AlterTable
ALTER TABLE "configurations" ADD COLUMN     "quantity" INTEGER NOT NULL DEFAULT 1;
