-- AlterTable
ALTER TABLE "configurations" ADD COLUMN     "room" TEXT;

-- AlterTable
ALTER TABLE "quote_accessories" ADD COLUMN     "room" TEXT;
