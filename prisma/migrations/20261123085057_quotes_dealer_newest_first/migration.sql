-- CreateIndex
CREATE INDEX "quotes_dealer_id_id_idx" ON "quotes"("dealer_id", "id" DESC);
