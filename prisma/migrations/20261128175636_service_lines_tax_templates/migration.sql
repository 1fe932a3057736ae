-- AlterTable
ALTER TABLE "quotes" ADD COLUMN     "tax_exempt" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "tax_exempt_certificate" TEXT,
ADD COLUMN     "tax_region" TEXT;

-- CreateTable
CREATE TABLE "dealer_services" (
    "id" SERIAL NOT NULL,
    "dealer_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "unit_price" DECIMAL(12,2) NOT NULL,
    "taxable" BOOLEAN NOT NULL DEFAULT true,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "dealer_services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_service_lines" (
    "id" SERIAL NOT NULL,
    "quote_id" INTEGER NOT NULL,
    "service_id" INTEGER,
    "name" TEXT NOT NULL,
    "unit_price" DECIMAL(12,2) NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "taxable" BOOLEAN NOT NULL DEFAULT true,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_service_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealer_tax_rates" (
    "id" SERIAL NOT NULL,
    "dealer_id" INTEGER NOT NULL,
    "region" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "rate" DECIMAL(7,4) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "dealer_tax_rates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_templates" (
    "id" SERIAL NOT NULL,
    "dealer_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "quote_templates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dealer_services_dealer_id_status_idx" ON "dealer_services"("dealer_id", "status");

-- CreateIndex
CREATE INDEX "quote_service_lines_quote_id_status_idx" ON "quote_service_lines"("quote_id", "status");

-- CreateIndex
CREATE INDEX "dealer_tax_rates_dealer_id_region_status_idx" ON "dealer_tax_rates"("dealer_id", "region", "status");

-- CreateIndex
CREATE INDEX "quote_templates_dealer_id_status_idx" ON "quote_templates"("dealer_id", "status");

-- AddForeignKey
ALTER TABLE "dealer_services" ADD CONSTRAINT "dealer_services_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_service_lines" ADD CONSTRAINT "quote_service_lines_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dealer_tax_rates" ADD CONSTRAINT "dealer_tax_rates_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_templates" ADD CONSTRAINT "quote_templates_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
