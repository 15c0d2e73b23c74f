CREATE TABLE "export_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "export_events_kind_check" CHECK ("export_events"."kind" in ('recipe_pdf', 'allergens_pdf', 'ingredients_xlsx', 'recipes_xlsx'))
);
--> statement-breakpoint
ALTER TABLE "export_events" ADD CONSTRAINT "export_events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_events_owner_created_idx" ON "export_events" USING btree ("owner_id","created_at");