CREATE TABLE "camp_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_name" text NOT NULL,
	"parent_email" text NOT NULL,
	"parent_phone" text NOT NULL,
	"no_of_kids" integer NOT NULL,
	"first_child_name" text,
	"first_child_age" text,
	"first_child_interest" text,
	"child_details_erased_at" timestamp with time zone,
	"parent_consent_at" timestamp with time zone NOT NULL,
	"amount_kobo" integer NOT NULL,
	"access_token_hash" text NOT NULL,
	"transfer_option" boolean DEFAULT false NOT NULL,
	"payment_status" text DEFAULT 'AWAITING_PAYMENT' NOT NULL,
	"payment_tx_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camp_registrations_kids_check" CHECK ("camp_registrations"."no_of_kids" >= 1)
);
--> statement-breakpoint
CREATE INDEX "camp_registrations_created_idx" ON "camp_registrations" USING btree ("created_at");