CREATE TABLE "trial_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email_hash" text NOT NULL,
	"phone_hash" text NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trial_claims" ADD CONSTRAINT "trial_claims_booking_id_mentor_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."mentor_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trial_claims_kind_email_idx" ON "trial_claims" USING btree ("kind","email_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_claims_kind_phone_idx" ON "trial_claims" USING btree ("kind","phone_hash");