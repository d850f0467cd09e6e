CREATE TABLE "mentor_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid,
	"audience" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"course" text NOT NULL,
	"detail_course_name" text,
	"image" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"why_learn_the_course" text,
	"course_details" text,
	"status" text,
	"amount_kobo" integer NOT NULL,
	"access_token_hash" text NOT NULL,
	"transfer_option" boolean DEFAULT false NOT NULL,
	"payment_status" text DEFAULT 'AWAITING_PAYMENT' NOT NULL,
	"payment_tx_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD CONSTRAINT "mentor_bookings_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_bookings_mentor_created_idx" ON "mentor_bookings" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "mentor_bookings_created_idx" ON "mentor_bookings" USING btree ("created_at");