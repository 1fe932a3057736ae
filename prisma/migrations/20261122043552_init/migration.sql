-- CreateTable
CREATE TABLE "accounts" (
    "id" SERIAL NOT NULL,
    "account_number" TEXT NOT NULL,
    "company_name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "address_1" TEXT,
    "address_2" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zip_code" TEXT,
    "country" TEXT,
    "website" TEXT,
    "discount" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dealers" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "account_number" TEXT NOT NULL,
    "company_name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "address_1" TEXT,
    "address_2" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zip_code" TEXT,
    "country" TEXT,
    "website" TEXT,
    "discount" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "can_create_dealers" BOOLEAN NOT NULL DEFAULT false,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "dealers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customers" (
    "id" SERIAL NOT NULL,
    "dealer_id" INTEGER NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "customername" TEXT,
    "notes" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "address_1" TEXT,
    "address_2" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zip_code" TEXT,
    "country" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "phone" TEXT,
    "role_id" INTEGER NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "time_zone" TEXT,
    "account_id" INTEGER,
    "dealer_id" INTEGER,
    "password_hash" TEXT NOT NULL,
    "default_links" JSONB NOT NULL DEFAULT '{"create_quote": true}',
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_custom_links" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT,
    "icon" TEXT,
    "link" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_custom_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quotes" (
    "id" SERIAL NOT NULL,
    "quote_number" TEXT,
    "title" TEXT NOT NULL,
    "notes" TEXT,
    "start_with" TEXT,
    "dealer_id" INTEGER,
    "account_id" INTEGER,
    "customer_id" INTEGER,
    "status" INTEGER NOT NULL DEFAULT 1,
    "sale_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "discount" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "markup_variable" DECIMAL(6,4) NOT NULL DEFAULT 1.43,
    "price_book_version" TEXT,
    "submitted_at" TIMESTAMP(3),
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "quotes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" SERIAL NOT NULL,
    "order_number" TEXT,
    "quote_id" INTEGER NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "netsuite_id" TEXT,
    "shipping_cost" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "sale_price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "configurations" (
    "id" SERIAL NOT NULL,
    "quote_id" INTEGER NOT NULL,
    "submission_id" INTEGER,
    "unit_name" TEXT,
    "unit_width_in" DECIMAL(8,4) NOT NULL DEFAULT 96,
    "unit_height_in" DECIMAL(8,4) NOT NULL DEFAULT 96,
    "status" INTEGER NOT NULL DEFAULT 1,
    "included_complete_unit" BOOLEAN NOT NULL DEFAULT true,
    "included_housing" BOOLEAN NOT NULL DEFAULT true,
    "included_retention" BOOLEAN NOT NULL DEFAULT true,
    "included_hem_bar" BOOLEAN NOT NULL DEFAULT true,
    "included_fabric" BOOLEAN NOT NULL DEFAULT true,
    "included_motor_tube" BOOLEAN NOT NULL DEFAULT true,
    "included_buildout" BOOLEAN NOT NULL DEFAULT false,
    "included_clear_window" BOOLEAN NOT NULL DEFAULT false,
    "housing_type" TEXT,
    "housing_option" TEXT,
    "motor_brand" TEXT,
    "motor_type" TEXT,
    "motor_side" TEXT,
    "motor_cord" TEXT,
    "motor_extended_cord" BOOLEAN NOT NULL DEFAULT false,
    "retention_type" TEXT,
    "retention_left" TEXT,
    "retention_right" TEXT,
    "retention_cap" TEXT,
    "retention_cut_to_length" BOOLEAN NOT NULL DEFAULT false,
    "hem_bar_type" TEXT,
    "hem_bar_cap" TEXT,
    "pile_brush" TEXT,
    "fabric_collection" TEXT,
    "fabric_color" TEXT,
    "fabric_seam_specified" TEXT,
    "fabric_seam_location" DECIMAL(8,4),
    "zipper_color" TEXT,
    "rotate_fabric" TEXT,
    "mullion_top_in" DECIMAL(8,4),
    "mullion_bottom_in" DECIMAL(8,4),
    "mullion_left_in" DECIMAL(8,4),
    "mullion_left_middle_in" DECIMAL(8,4),
    "mullion_middle_in" DECIMAL(8,4),
    "mullion_right_middle_in" DECIMAL(8,4),
    "mullion_right_in" DECIMAL(8,4),
    "frame_collection" TEXT,
    "frame_color" TEXT,
    "frame_color_varies" BOOLEAN NOT NULL DEFAULT false,
    "housing_frame_collection" TEXT,
    "housing_frame_color" TEXT,
    "retention_frame_collection" TEXT,
    "retention_frame_color" TEXT,
    "hem_bar_frame_collection" TEXT,
    "hem_bar_frame_color" TEXT,
    "build_out_frame_collection" TEXT,
    "build_out_frame_color" TEXT,
    "buildout_material" TEXT,
    "buildout_quantity" INTEGER NOT NULL DEFAULT 0,
    "buildout_length_in" DECIMAL(8,4),
    "motor_charge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "motor_cord_charge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "tube_charge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "housing_charge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "retention_charge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "hem_bar_charge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "fabric_freight_charge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "fabric_charge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "powder_charge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "buildout_charge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "clear_window_charge" DECIMAL(12,4) NOT NULL DEFAULT 0,
    "package_name" TEXT,
    "unit_total" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "order_code" TEXT NOT NULL DEFAULT '',
    "price_book_version" TEXT,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "configurations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_accessories" (
    "id" SERIAL NOT NULL,
    "quote_id" INTEGER NOT NULL,
    "prod_name" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "category" TEXT,
    "image" TEXT,
    "prod_description" TEXT,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "prod_cost" DECIMAL(12,2) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quote_accessories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "status_changes" (
    "id" SERIAL NOT NULL,
    "entity" TEXT NOT NULL,
    "entity_id" INTEGER NOT NULL,
    "from_status" INTEGER,
    "to_status" INTEGER NOT NULL,
    "user_id" INTEGER,
    "note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "erp_pushes" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "connector" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "external_id" TEXT,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "erp_pushes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "accounts_account_number_key" ON "accounts"("account_number");

-- CreateIndex
CREATE INDEX "accounts_status_idx" ON "accounts"("status");

-- CreateIndex
CREATE UNIQUE INDEX "dealers_account_number_key" ON "dealers"("account_number");

-- CreateIndex
CREATE INDEX "dealers_account_id_status_idx" ON "dealers"("account_id", "status");

-- CreateIndex
CREATE INDEX "dealers_company_name_idx" ON "dealers"("company_name");

-- CreateIndex
CREATE INDEX "customers_dealer_id_status_idx" ON "customers"("dealer_id", "status");

-- CreateIndex
CREATE INDEX "customers_last_name_first_name_idx" ON "customers"("last_name", "first_name");

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_account_id_status_idx" ON "users"("account_id", "status");

-- CreateIndex
CREATE INDEX "users_dealer_id_status_idx" ON "users"("dealer_id", "status");

-- CreateIndex
CREATE INDEX "user_custom_links_user_id_status_idx" ON "user_custom_links"("user_id", "status");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "quotes_quote_number_key" ON "quotes"("quote_number");

-- CreateIndex
CREATE INDEX "quotes_dealer_id_status_created_at_idx" ON "quotes"("dealer_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "quotes_account_id_status_created_at_idx" ON "quotes"("account_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "quotes_status_created_at_idx" ON "quotes"("status", "created_at");

-- CreateIndex
CREATE INDEX "quotes_customer_id_idx" ON "quotes"("customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders"("order_number");

-- CreateIndex
CREATE UNIQUE INDEX "orders_quote_id_key" ON "orders"("quote_id");

-- CreateIndex
CREATE INDEX "orders_status_created_at_idx" ON "orders"("status", "created_at");

-- CreateIndex
CREATE INDEX "configurations_quote_id_status_idx" ON "configurations"("quote_id", "status");

-- CreateIndex
CREATE INDEX "quote_accessories_quote_id_status_idx" ON "quote_accessories"("quote_id", "status");

-- CreateIndex
CREATE INDEX "status_changes_entity_entity_id_created_at_idx" ON "status_changes"("entity", "entity_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "erp_pushes_idempotency_key_key" ON "erp_pushes"("idempotency_key");

-- CreateIndex
CREATE INDEX "erp_pushes_order_id_idx" ON "erp_pushes"("order_id");

-- AddForeignKey
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customers" ADD CONSTRAINT "customers_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_custom_links" ADD CONSTRAINT "user_custom_links_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_dealer_id_fkey" FOREIGN KEY ("dealer_id") REFERENCES "dealers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_accessories" ADD CONSTRAINT "quote_accessories_quote_id_fkey" FOREIGN KEY ("quote_id") REFERENCES "quotes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "erp_pushes" ADD CONSTRAINT "erp_pushes_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
