-- CreateTable
CREATE TABLE "production_lines" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "units_per_day" INTEGER NOT NULL,
    "working_days" INTEGER[],
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "production_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "unit_production_steps" (
    "id" SERIAL NOT NULL,
    "configuration_id" INTEGER NOT NULL,
    "step" TEXT NOT NULL,
    "done_by" INTEGER,
    "done_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "unit_production_steps_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "production_lines_account_id_status_idx" ON "production_lines"("account_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "unit_production_steps_configuration_id_step_key" ON "unit_production_steps"("configuration_id", "step");

-- AddForeignKey
ALTER TABLE "production_lines" ADD CONSTRAINT "production_lines_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "unit_production_steps" ADD CONSTRAINT "unit_production_steps_configuration_id_fkey" FOREIGN KEY ("configuration_id") REFERENCES "configurations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
