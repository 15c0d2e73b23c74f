CREATE TABLE "supplier_invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code" varchar(60) DEFAULT '' NOT NULL,
	"description" varchar(300) NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_of_measure" varchar(40) DEFAULT '' NOT NULL,
	"unit_price" numeric(16, 6) NOT NULL,
	"discount_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"vat_pct" numeric(5, 2),
	"line_total" numeric(14, 2) NOT NULL,
	"ingredient_instance_id" integer,
	"decision" varchar(8) NOT NULL,
	"price_per_base_unit" numeric(24, 12),
	"base_unit" varchar(12),
	"previous_unit_cost" numeric(24, 12),
	CONSTRAINT "supplier_invoice_lines_decision_check" CHECK ("supplier_invoice_lines"."decision" in ('update', 'create', 'skip'))
);
--> statement-breakpoint
CREATE TABLE "supplier_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"supplier_key" varchar(160) NOT NULL,
	"supplier_name" varchar(200) NOT NULL,
	"supplier_tax_id" varchar(20) DEFAULT '' NOT NULL,
	"number" varchar(60) NOT NULL,
	"issue_date" date NOT NULL,
	"format" varchar(12) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"total_net" numeric(14, 2) NOT NULL,
	"total_vat" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"file_name" varchar(255) DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supplier_invoices_format_check" CHECK ("supplier_invoices"."format" in ('facturae', 'ubl', 'pdf')),
	CONSTRAINT "supplier_invoices_kind_check" CHECK ("supplier_invoices"."kind" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "supplier_pdf_layouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_pdf_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"supplier_key" varchar(160) NOT NULL,
	"mapping" jsonb NOT NULL,
	"header_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_product_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_product_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"supplier_key" varchar(160) NOT NULL,
	"code" varchar(60) NOT NULL,
	"ingredient_instance_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredient_price_history" ADD COLUMN "source" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_invoice_lines" ADD CONSTRAINT "supplier_invoice_lines_invoice_id_supplier_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."supplier_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_lines" ADD CONSTRAINT "supplier_invoice_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_lines" ADD CONSTRAINT "supplier_invoice_lines_ingredient_instance_id_ingredient_instances_id_fk" FOREIGN KEY ("ingredient_instance_id") REFERENCES "public"."ingredient_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_pdf_layouts" ADD CONSTRAINT "supplier_pdf_layouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_codes" ADD CONSTRAINT "supplier_product_codes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_codes" ADD CONSTRAINT "supplier_product_codes_ingredient_instance_id_ingredient_instances_id_fk" FOREIGN KEY ("ingredient_instance_id") REFERENCES "public"."ingredient_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_invoice_lines_invoice_idx" ON "supplier_invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "supplier_invoice_lines_owner_idx" ON "supplier_invoice_lines" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "supplier_invoice_lines_instance_idx" ON "supplier_invoice_lines" USING btree ("ingredient_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invoices_owner_supplier_number_idx" ON "supplier_invoices" USING btree ("owner_id","supplier_key","number");--> statement-breakpoint
CREATE INDEX "supplier_invoices_owner_date_idx" ON "supplier_invoices" USING btree ("owner_id","issue_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_pdf_layouts_owner_supplier_idx" ON "supplier_pdf_layouts" USING btree ("owner_id","supplier_key");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_product_codes_owner_supplier_code_idx" ON "supplier_product_codes" USING btree ("owner_id","supplier_key","code");--> statement-breakpoint
CREATE INDEX "supplier_product_codes_instance_idx" ON "supplier_product_codes" USING btree ("ingredient_instance_id");