ALTER TABLE "password_reset_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
-- Rows written before this migration were handled when they were answered (a reset's mail is
-- already queued; a verification resend has nothing pending): the mail loop must not take them
-- for new requests (decision 035).
UPDATE "password_reset_requests" SET "handled_at" = "created_at";--> statement-breakpoint
CREATE INDEX "password_reset_requests_pending_idx" ON "password_reset_requests" USING btree ("id") WHERE "password_reset_requests"."handled_at" is null;