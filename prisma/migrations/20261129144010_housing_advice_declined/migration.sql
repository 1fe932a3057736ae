-- AlterTable
ALTER TABLE "configurations" ADD COLUMN     "housing_advice_declined_at" TIMESTAMP(3),
ADD COLUMN     "housing_advice_declined_by" INTEGER;

-- Units saved before this column against the advice (decision 198): declined when last saved, by
-- their maker (the editor asked before each of those saves).
UPDATE "configurations"
SET "housing_advice_declined_at" = COALESCE("saved_at", "updated_at"),
    "housing_advice_declined_by" = "created_by"
WHERE "saved_at" IS NOT NULL
  AND "unit_width_in" > 228 AND "unit_width_in" < 252
  AND "housing_type" IN ('standard', 'micro')
  AND ("included_housing" OR "included_motor_tube");
