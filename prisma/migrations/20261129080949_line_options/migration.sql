-- AlterTable
ALTER TABLE "configurations" ADD COLUMN     "choice" VARCHAR(12) NOT NULL DEFAULT 'required',
ADD COLUMN     "choice_group" VARCHAR(60),
ADD COLUMN     "chosen" BOOLEAN;

-- AlterTable
ALTER TABLE "quote_accessories" ADD COLUMN     "choice" VARCHAR(12) NOT NULL DEFAULT 'required',
ADD COLUMN     "choice_group" VARCHAR(60),
ADD COLUMN     "chosen" BOOLEAN;

-- AlterTable
ALTER TABLE "quote_service_lines" ADD COLUMN     "choice" VARCHAR(12) NOT NULL DEFAULT 'required',
ADD COLUMN     "choice_group" VARCHAR(60),
ADD COLUMN     "chosen" BOOLEAN;
