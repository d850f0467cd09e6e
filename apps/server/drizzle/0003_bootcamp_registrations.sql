CREATE TABLE "bootcamp_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"source" text NOT NULL,
	"why_learn_the_course" text,
	"do_you_have_a_laptop" text NOT NULL,
	"track" text NOT NULL,
	"cohort_start_date" date,
	"amount_kobo" integer NOT NULL,
	"access_token_hash" text NOT NULL,
	"transfer_option" boolean DEFAULT false NOT NULL,
	"payment_status" text DEFAULT 'AWAITING_PAYMENT' NOT NULL,
	"payment_tx_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bootcamp_registrations_cohort_email_idx" ON "bootcamp_registrations" USING btree ("cohort_start_date","email");--> statement-breakpoint
CREATE INDEX "bootcamp_registrations_created_idx" ON "bootcamp_registrations" USING btree ("created_at");