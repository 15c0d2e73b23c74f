CREATE TABLE "quote_counters" (
	"owner_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "quote_counters_owner_id_year_pk" PRIMARY KEY("owner_id","year"),
	CONSTRAINT "quote_counters_last_number_check" CHECK ("quote_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "business_logos" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "guest_quantity" numeric(9, 2);--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "guest_unit" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "quote_validity_days" integer;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "quote_deposit_pct" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "quote_payment_terms" text;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "quote_year" integer;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "quote_sequence" integer;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "quote_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tax_id" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quote_validity_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quote_deposit_pct" numeric(5, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quote_payment_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "logo_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_counters" ADD CONSTRAINT "quote_counters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_logos" ADD CONSTRAINT "business_logos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "menus_owner_quote_number_key" ON "menus" USING btree ("owner_id","quote_year","quote_sequence") WHERE "menus"."quote_sequence" is not null;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_guest_quantity_check" CHECK ("menu_items"."guest_quantity" > 0);--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_quote_number_check" CHECK (("menus"."quote_year" is null) = ("menus"."quote_sequence" is null) and ("menus"."quote_sequence" is null) = ("menus"."quote_issued_at" is null));--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_quote_validity_days_check" CHECK ("menus"."quote_validity_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_quote_deposit_pct_check" CHECK ("menus"."quote_deposit_pct" >= 0 and "menus"."quote_deposit_pct" <= 100);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_quote_validity_days_check" CHECK ("users"."quote_validity_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_quote_deposit_pct_check" CHECK ("users"."quote_deposit_pct" >= 0 and "users"."quote_deposit_pct" <= 100);