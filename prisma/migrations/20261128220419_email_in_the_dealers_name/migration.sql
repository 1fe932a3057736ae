-- AlterTable
ALTER TABLE "email_jobs" ADD COLUMN     "from_name" TEXT,
ADD COLUMN     "reply_to" TEXT;
