CREATE TABLE "delivery_note_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_note_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"note_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"position" integer NOT NULL,
	"instance_id" integer,
	"product_name" varchar(150) NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" varchar(12) NOT NULL,
	"new_price" numeric(14, 4),
	"quantity_base" numeric(18, 3) NOT NULL,
	"base_unit" varchar(3) NOT NULL,
	"previous_unit_cost" numeric(24, 12),
	"price_changed" boolean DEFAULT false NOT NULL,
	"price_per_base_unit" numeric(24, 12) NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"supplier_id" integer,
	"supplier_name" varchar(120) NOT NULL,
	"number" varchar(60) DEFAULT '' NOT NULL,
	"delivered_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"total_net" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"instance_id" integer,
	"product_name" varchar(150) NOT NULL,
	"supplier_id" integer,
	"supplier_name" varchar(200) DEFAULT '' NOT NULL,
	"purchased_on" date NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"base_unit" varchar(3) NOT NULL,
	"price_per_base_unit" numeric(24, 12) NOT NULL,
	"net_amount" numeric(14, 2) NOT NULL,
	"source_kind" varchar(16) NOT NULL,
	"source_ref" varchar(300) DEFAULT '' NOT NULL,
	"source_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchases_source_kind_check" CHECK ("purchases"."source_kind" in ('invoice', 'price_list', 'delivery_note', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"match_name" varchar(160) NOT NULL,
	"tax_id" varchar(20) DEFAULT '' NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"contact" varchar(120) DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"delivery_days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"order_cutoff" varchar(5),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "suppliers_order_cutoff_check" CHECK ("suppliers"."order_cutoff" is null or "suppliers"."order_cutoff" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "ingredient_price_history" ADD COLUMN "source_kind" varchar(16) DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD COLUMN "supplier_id" integer;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD CONSTRAINT "delivery_note_lines_note_id_delivery_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."delivery_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD CONSTRAINT "delivery_note_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD CONSTRAINT "delivery_note_lines_instance_id_ingredient_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."ingredient_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_instance_id_ingredient_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."ingredient_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_note_lines_note_idx" ON "delivery_note_lines" USING btree ("note_id","position");--> statement-breakpoint
CREATE INDEX "delivery_note_lines_owner_idx" ON "delivery_note_lines" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "delivery_note_lines_instance_idx" ON "delivery_note_lines" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "delivery_notes_owner_date_idx" ON "delivery_notes" USING btree ("owner_id","delivered_on","id");--> statement-breakpoint
CREATE INDEX "delivery_notes_supplier_idx" ON "delivery_notes" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchases_owner_date_idx" ON "purchases" USING btree ("owner_id","purchased_on","id");--> statement-breakpoint
CREATE INDEX "purchases_instance_date_idx" ON "purchases" USING btree ("instance_id","purchased_on");--> statement-breakpoint
CREATE INDEX "purchases_supplier_date_idx" ON "purchases" USING btree ("supplier_id","purchased_on");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_owner_match_name_key" ON "suppliers" USING btree ("owner_id","match_name");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_owner_tax_id_key" ON "suppliers" USING btree ("owner_id","tax_id") WHERE "suppliers"."tax_id" <> '';--> statement-breakpoint
CREATE INDEX "suppliers_owner_name_idx" ON "suppliers" USING btree ("owner_id","name");--> statement-breakpoint
ALTER TABLE "ingredient_instances" ADD CONSTRAINT "ingredient_instances_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingredient_instances_supplier_id_idx" ON "ingredient_instances" USING btree ("supplier_id");--> statement-breakpoint
-- Data (issue 32): today's free-text supplier names become suppliers, one per name once its legal
-- form, punctuation, case and accents are set aside (the domain's supplierMatchName, in SQL).
CREATE FUNCTION costeo_supplier_match_name(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(trim(regexp_replace(
    regexp_replace(
      regexp_replace(
        translate(lower(name), 'áàäâãéèëêíìïîóòöôõúùüûñç', 'aaaaaeeeeiiiiooooouuuunc'),
        '[^a-z0-9]+', ' ', 'g'),
      '\m([a-z]) (?=[a-z]\M)', '\1', 'g'),
    '( (sl|slu|sa|sau|sll|slne|scoop|s coop|coop|cb|sc|scl|sat|sociedad limitada|sociedad anonima))+ *$', '')), 160)
$$;--> statement-breakpoint
INSERT INTO "suppliers" ("owner_id", "name", "match_name", "aliases", "created_at", "updated_at")
SELECT "owner_id", min(trim("supplier")), costeo_supplier_match_name("supplier"),
  coalesce(array_remove(array_agg(DISTINCT trim("supplier")), min(trim("supplier"))), '{}'::text[]),
  now(), now()
FROM "ingredient_instances"
WHERE trim("supplier") <> '' AND costeo_supplier_match_name("supplier") <> ''
GROUP BY "owner_id", costeo_supplier_match_name("supplier");--> statement-breakpoint
UPDATE "ingredient_instances" i SET "supplier_id" = s."id", "supplier" = s."name"
FROM "suppliers" s
WHERE s."owner_id" = i."owner_id" AND s."match_name" = costeo_supplier_match_name(i."supplier")
  AND trim(i."supplier") <> '';--> statement-breakpoint
UPDATE "supplier_invoices" v SET "supplier_id" = s."id"
FROM "suppliers" s
WHERE s."owner_id" = v."owner_id" AND s."match_name" = costeo_supplier_match_name(v."supplier_name");--> statement-breakpoint
UPDATE "ingredient_price_history" SET "source_kind" = 'invoice'
WHERE "source" LIKE 'Factura %' OR "source" LIKE 'Abono %';--> statement-breakpoint
DROP FUNCTION costeo_supplier_match_name(text);
