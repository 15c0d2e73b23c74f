CREATE TABLE "extra_cost_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_cost_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"search_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost_type" varchar(12) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "extra_cost_definitions_cost_type_check" CHECK ("extra_cost_definitions"."cost_type" in ('fixed', 'per_serving', 'percentage')),
	CONSTRAINT "extra_cost_definitions_amount_check" CHECK ("extra_cost_definitions"."amount" >= 0),
	CONSTRAINT "extra_cost_definitions_percentage_check" CHECK ("extra_cost_definitions"."cost_type" <> 'percentage' or "extra_cost_definitions"."amount" <= 100)
);
--> statement-breakpoint
CREATE TABLE "extra_cost_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "extra_cost_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"definition_id" integer,
	"definition_name" varchar(120) NOT NULL,
	"action" varchar(8) NOT NULL,
	"old_amount" numeric(12, 2),
	"new_amount" numeric(12, 2),
	"user_id" integer,
	"username" varchar(150) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "extra_cost_history_action_check" CHECK ("extra_cost_history"."action" in ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "recipe_extra_costs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_extra_costs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"definition_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"notes" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recipe_extra_costs_amount_check" CHECK ("recipe_extra_costs"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "extra_cost_definitions" ADD CONSTRAINT "extra_cost_definitions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_cost_history" ADD CONSTRAINT "extra_cost_history_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_cost_history" ADD CONSTRAINT "extra_cost_history_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_cost_history" ADD CONSTRAINT "extra_cost_history_definition_id_extra_cost_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."extra_cost_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_cost_history" ADD CONSTRAINT "extra_cost_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_extra_costs" ADD CONSTRAINT "recipe_extra_costs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_extra_costs" ADD CONSTRAINT "recipe_extra_costs_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_extra_costs" ADD CONSTRAINT "recipe_extra_costs_definition_id_extra_cost_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."extra_cost_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extra_cost_definitions_owner_name_idx" ON "extra_cost_definitions" USING btree ("owner_id","name","id");--> statement-breakpoint
CREATE INDEX "extra_cost_history_recipe_idx" ON "extra_cost_history" USING btree ("recipe_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_extra_costs_recipe_definition_key" ON "recipe_extra_costs" USING btree ("recipe_id","definition_id");--> statement-breakpoint
CREATE INDEX "recipe_extra_costs_definition_idx" ON "recipe_extra_costs" USING btree ("definition_id");--> statement-breakpoint
CREATE INDEX "recipe_extra_costs_owner_idx" ON "recipe_extra_costs" USING btree ("owner_id");