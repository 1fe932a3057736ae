-- CreateIndex
CREATE INDEX "quotes_dealer_id_updated_at_id_idx" ON "quotes"("dealer_id", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "quotes_updated_at_id_idx" ON "quotes"("updated_at" DESC, "id" DESC);
