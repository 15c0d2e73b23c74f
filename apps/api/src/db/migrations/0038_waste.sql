CREATE TABLE "waste_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waste_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"wasted_on" date NOT NULL,
	"instance_id" integer,
	"recipe_id" integer,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" varchar(12) NOT NULL,
	"quantity_base" numeric(18, 3) NOT NULL,
	"base_unit" varchar(12) NOT NULL,
	"reason" varchar(24) NOT NULL,
	"destination" varchar(24) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waste_entries_one_item_check" CHECK (("waste_entries"."instance_id" is null) <> ("waste_entries"."recipe_id" is null)),
	CONSTRAINT "waste_entries_quantity_check" CHECK ("waste_entries"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "waste_entry_photos" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waste_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waste_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"version" integer NOT NULL,
	"measures" varchar(40)[] DEFAULT '{}'::varchar[] NOT NULL,
	"own_measures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"donation_agreements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responsible" varchar(200) NOT NULL,
	"review_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leftovers_notice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "leftovers_notice_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "waste_entries" ADD CONSTRAINT "waste_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_entries" ADD CONSTRAINT "waste_entries_instance_id_ingredient_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."ingredient_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_entries" ADD CONSTRAINT "waste_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_entry_photos" ADD CONSTRAINT "waste_entry_photos_entry_id_waste_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waste_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_entry_photos" ADD CONSTRAINT "waste_entry_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_plans" ADD CONSTRAINT "waste_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waste_entries_client_key" ON "waste_entries" USING btree ("owner_id","client_id");--> statement-breakpoint
CREATE INDEX "waste_entries_owner_day_idx" ON "waste_entries" USING btree ("owner_id","wasted_on");--> statement-breakpoint
CREATE INDEX "waste_entries_instance_idx" ON "waste_entries" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "waste_entries_recipe_idx" ON "waste_entries" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "waste_entry_photos_owner_idx" ON "waste_entry_photos" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waste_plans_owner_version_key" ON "waste_plans" USING btree ("owner_id","version");