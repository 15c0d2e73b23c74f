CREATE TABLE "known_login_addresses" (
	"username_key" varchar(150) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_login_addresses_username_key_ip_pk" PRIMARY KEY("username_key","ip")
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "status_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "kind" varchar(20) DEFAULT 'login' NOT NULL;--> statement-breakpoint
CREATE INDEX "known_login_addresses_last_idx" ON "known_login_addresses" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "login_failures_pair_idx" ON "login_failures" USING btree ("username_key","ip","created_at");