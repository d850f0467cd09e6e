CREATE TABLE "invoice_transfer_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"tx_ref" text NOT NULL,
	"provider" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"provider_reference" text,
	"status" text DEFAULT 'open' NOT NULL,
	"received_kobo" integer,
	"flag" text,
	"held_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tx_ref" text NOT NULL,
	"account_number" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_kobo" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD COLUMN "status" text DEFAULT 'UNPAID' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD COLUMN "amount_kobo" integer;--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD COLUMN "line_items" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_transfer_accounts" ADD CONSTRAINT "invoice_transfer_accounts_invoice_id_booking_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."booking_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_transfer_accounts_tx_ref_idx" ON "invoice_transfer_accounts" USING btree ("tx_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_transfer_accounts_attempt_idx" ON "invoice_transfer_accounts" USING btree ("invoice_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_transfer_accounts_open_idx" ON "invoice_transfer_accounts" USING btree ("invoice_id") WHERE "invoice_transfer_accounts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "invoice_transfer_accounts_held_idx" ON "invoice_transfer_accounts" USING btree ("held_at") WHERE "invoice_transfer_accounts"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sandbox_transfers_tx_ref_idx" ON "payment_sandbox_transfers" USING btree ("tx_ref");