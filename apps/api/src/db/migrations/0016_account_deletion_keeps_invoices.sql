ALTER TABLE "billing_history" DROP CONSTRAINT "billing_history_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_history" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "customer_username" varchar(150) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "customer_email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "customer_business_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_history" ADD COLUMN "customer_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_history" ADD CONSTRAINT "billing_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;