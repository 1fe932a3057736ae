-- AlterTable
ALTER TABLE "dealers" ADD COLUMN     "price_level_id" INTEGER;

-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "dealer_discount" DECIMAL(5,2),
ADD COLUMN     "dealer_factor" DECIMAL(5,4),
ADD COLUMN     "price_level" TEXT;

-- CreateTable
CREATE TABLE "price_book_versions" (
    "id" SERIAL NOT NULL,
    "version" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "effective_at" TIMESTAMP(3),
    "book" JSONB NOT NULL,
    "accessories" JSONB NOT NULL,
    "based_on" TEXT,
    "note" TEXT,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "published_at" TIMESTAMP(3),
    "published_by" INTEGER,

    CONSTRAINT "price_book_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "price_levels" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "factor" DECIMAL(5,4) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "price_levels_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "price_book_versions_version_key" ON "price_book_versions"("version");

-- CreateIndex
CREATE INDEX "price_book_versions_status_effective_at_idx" ON "price_book_versions"("status", "effective_at");

-- CreateIndex
CREATE UNIQUE INDEX "price_levels_name_key" ON "price_levels"("name");

-- AddForeignKey
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_price_level_id_fkey" FOREIGN KEY ("price_level_id") REFERENCES "price_levels"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- What the service enforces, held by the database too (decisions 148, 149).
ALTER TABLE "price_book_versions" ADD CONSTRAINT "price_book_versions_status_check"
  CHECK ("status" IN ('draft', 'published'));
ALTER TABLE "price_book_versions" ADD CONSTRAINT "price_book_versions_published_effective_check"
  CHECK ("status" = 'draft' OR "effective_at" IS NOT NULL);
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_factor_check"
  CHECK ("factor" > 0 AND "factor" <= 1);
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_dealer_terms_check"
  CHECK (("dealer_factor" IS NULL OR ("dealer_factor" > 0 AND "dealer_factor" <= 1))
     AND ("dealer_discount" IS NULL OR ("dealer_discount" >= 0 AND "dealer_discount" <= 100)));
