-- AlterTable
ALTER TABLE "erp_pushes" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "next_attempt_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "erp_pushes_status_next_attempt_at_idx" ON "erp_pushes"("status", "next_attempt_at");
