-- The demo account of an existing install counts as confirmed (no one can follow a link sent to
-- demo@costeo.app), as a new install's demo is from its seed on: it no longer shows the reminder.
UPDATE "users" SET "email_verified_at" = now()
WHERE "username" = 'demo' AND lower("email") = 'demo@costeo.app' AND "email_verified_at" IS NULL;
