CREATE TABLE "purchase_order_counters" (
	"owner_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "purchase_order_counters_owner_id_year_pk" PRIMARY KEY("owner_id","year"),
	CONSTRAINT "purchase_order_counters_last_number_check" CHECK ("purchase_order_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"position" integer NOT NULL,
	"instance_id" integer,
	"product_name" varchar(150) NOT NULL,
	"supplier_code" varchar(60) DEFAULT '' NOT NULL,
	"format_name" varchar(80) NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "purchase_order_lines_quantity_check" CHECK ("purchase_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"number_year" integer NOT NULL,
	"number_sequence" integer NOT NULL,
	"supplier_id" integer,
	"supplier_name" varchar(120) NOT NULL,
	"status" varchar(10) NOT NULL,
	"delivery_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_channel" varchar(10),
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('draft', 'sent', 'received')),
	CONSTRAINT "purchase_orders_channel_check" CHECK ("purchase_orders"."sent_channel" is null or "purchase_orders"."sent_channel" in ('email', 'whatsapp'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" varchar(254);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_counters" ADD CONSTRAINT "purchase_order_counters_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_instance_id_ingredient_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."ingredient_instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_owner_idx" ON "purchase_order_lines" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_instance_idx" ON "purchase_order_lines" USING btree ("instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_owner_number_key" ON "purchase_orders" USING btree ("owner_id","number_year","number_sequence");--> statement-breakpoint
CREATE INDEX "purchase_orders_owner_created_idx" ON "purchase_orders" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id");