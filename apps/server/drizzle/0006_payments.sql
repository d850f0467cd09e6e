CREATE TABLE "booking_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"event" text NOT NULL,
	"tx_ref" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tx_ref" text NOT NULL,
	"booking_kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_kobo" integer NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_tx_id" text,
	"verification" jsonb,
	"paid_kobo" integer,
	"flag" text,
	"settled_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"link" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tx_ref" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"currency" text NOT NULL,
	"customer" jsonb NOT NULL,
	"redirect_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "booking_invoices_booking_idx" ON "booking_invoices" USING btree ("booking_kind","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_invoices_reference_idx" ON "booking_invoices" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_key_idx" ON "payment_webhook_events" USING btree ("provider","dedupe_key");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_received_idx" ON "payment_webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tx_ref_idx" ON "payments" USING btree ("tx_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_tx_idx" ON "payments" USING btree ("provider","provider_tx_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_kind","booking_id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_next_check_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."next_check_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_checkouts_link_idx" ON "payment_sandbox_checkouts" USING btree ("link");--> statement-breakpoint
CREATE INDEX "payment_sandbox_checkouts_tx_ref_idx" ON "payment_sandbox_checkouts" USING btree ("tx_ref");