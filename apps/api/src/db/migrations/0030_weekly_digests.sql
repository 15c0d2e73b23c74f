CREATE TABLE "weekly_digests" (
	"owner_id" integer NOT NULL,
	"week" varchar(8) NOT NULL,
	"sent" boolean NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_digests_owner_id_week_pk" PRIMARY KEY("owner_id","week"),
	CONSTRAINT "weekly_digests_week_check" CHECK ("weekly_digests"."week" ~ '^[0-9]{4}-W[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "weekly_digests" ADD CONSTRAINT "weekly_digests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;