CREATE TABLE "recipe_photos" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recipe_photos_size_check" CHECK ("recipe_photos"."width" > 0 and "recipe_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "photo_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recipe_photos" ADD CONSTRAINT "recipe_photos_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_photos" ADD CONSTRAINT "recipe_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_photos_owner_idx" ON "recipe_photos" USING btree ("owner_id");