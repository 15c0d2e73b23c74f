-- Subscription plans (DESIGN.md §5). -1 = unlimited.
INSERT INTO "subscription_plans"
  ("code", "name", "rank", "price_monthly", "max_ingredient_instances", "max_recipes",
   "has_export_reports", "has_price_history", "has_cost_analytics")
VALUES
  ('free', 'Gratuito', 0, 0.00, 50, 20, false, false, false),
  ('pro', 'Pro', 1, 19.00, 500, 200, true, true, false),
  ('business', 'Business', 2, 49.00, -1, -1, true, true, true);
--> statement-breakpoint
-- Users created before subscriptions existed start on the free plan.
INSERT INTO "subscriptions" ("user_id", "plan_id", "status", "current_period_start", "created_at", "updated_at")
SELECT u."id", p."id", 'active', u."date_joined", u."date_joined", u."date_joined"
FROM "users" u CROSS JOIN "subscription_plans" p
WHERE p."code" = 'free';
--> statement-breakpoint
INSERT INTO "plan_history" ("user_id", "from_plan_id", "to_plan_id", "reason", "created_at")
SELECT u."id", NULL, p."id", 'signup', u."date_joined"
FROM "users" u CROSS JOIN "subscription_plans" p
WHERE p."code" = 'free';
