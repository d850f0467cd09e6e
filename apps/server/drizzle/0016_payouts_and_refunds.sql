CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number_enc" text NOT NULL,
	"account_last4" text NOT NULL,
	"resolved_name" text NOT NULL,
	"confirmed_name" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week" text NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"total_kobo" integer NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"mentor_name" text NOT NULL,
	"mentor_email" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"bank_code" text,
	"bank_name" text,
	"account_last4" text,
	"provider_transfer_id" text,
	"provider" text,
	"failure_reason" text,
	"provider_answer" jsonb,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_kobo" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_sandbox_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"booking_kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_kobo" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"requested_by" text NOT NULL,
	"payer_email" text NOT NULL,
	"provider_refund_id" text,
	"provider_answer" jsonb,
	"failure_reason" text,
	"shortfall_kobo" integer DEFAULT 0 NOT NULL,
	"posted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "book_advisory" ADD COLUMN "channels" jsonb DEFAULT '["EMAIL"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "camp_registrations" ADD COLUMN "channels" jsonb DEFAULT '["EMAIL"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_attendees" ADD COLUMN "channels" jsonb DEFAULT '["EMAIL"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_mentor_idx" ON "payout_accounts" USING btree ("mentor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_review_idx" ON "payout_batches" USING btree ("status") WHERE "payout_batches"."status" = 'review';--> statement-breakpoint
CREATE INDEX "payout_batches_created_idx" ON "payout_batches" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_webhook_events_key_idx" ON "payout_webhook_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_reference_idx" ON "payouts" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_batch_mentor_idx" ON "payouts" USING btree ("batch_id","mentor_id");--> statement-breakpoint
CREATE INDEX "payouts_mentor_idx" ON "payouts" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_created_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payouts_next_check_idx" ON "payouts" USING btree ("next_check_at") WHERE "payouts"."next_check_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_sandbox_transfers_ref_idx" ON "payout_sandbox_transfers" USING btree ("kind","reference");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_next_check_idx" ON "refunds" USING btree ("next_check_at") WHERE "refunds"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "refunds_unposted_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'completed' and "refunds"."posted_at" is null;