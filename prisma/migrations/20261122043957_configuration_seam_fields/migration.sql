-- AlterTable
ALTER TABLE "configurations" DROP COLUMN "fabric_seam_specified",
ADD COLUMN     "fabric_seam_specified" DECIMAL(8,4),
ALTER COLUMN "fabric_seam_location" SET DATA TYPE TEXT;
