-- AlterTable
ALTER TABLE "configurations" ADD COLUMN     "line_discount" DECIMAL(5,2),
ADD COLUMN     "line_markup" DECIMAL(6,4);

-- AlterTable
ALTER TABLE "quote_accessories" ADD COLUMN     "line_discount" DECIMAL(5,2),
ADD COLUMN     "line_markup" DECIMAL(6,4);

-- The bounds the server enforces (decision 192), kept by the database too.
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_line_markup_bounds" CHECK ("line_markup" IS NULL OR ("line_markup" >= 1 AND "line_markup" <= 10)),
ADD CONSTRAINT "configurations_line_discount_bounds" CHECK ("line_discount" IS NULL OR ("line_discount" >= 0 AND "line_discount" <= 100));
ALTER TABLE "quote_accessories" ADD CONSTRAINT "quote_accessories_line_markup_bounds" CHECK ("line_markup" IS NULL OR ("line_markup" >= 1 AND "line_markup" <= 10)),
ADD CONSTRAINT "quote_accessories_line_discount_bounds" CHECK ("line_discount" IS NULL OR ("line_discount" >= 0 AND "line_discount" <= 100));
