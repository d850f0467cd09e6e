CREATE TABLE "book_advisory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'Other Medium' NOT NULL,
	"call_date" text NOT NULL,
	"call_day" date NOT NULL,
	"call_time" text NOT NULL,
	"call_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_advisory_call_date_check" CHECK ("book_advisory"."call_date" = to_char("book_advisory"."call_day", 'DD-MM-YYYY'))
);
--> statement-breakpoint
CREATE TABLE "webinar_attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webinar" text DEFAULT '' NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'Other Medium' NOT NULL,
	"join_mail_list" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "book_advisory_slot_idx" ON "book_advisory" USING btree ("call_day","call_time");--> statement-breakpoint
CREATE INDEX "book_advisory_call_at_idx" ON "book_advisory" USING btree ("call_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_attendees_webinar_email_idx" ON "webinar_attendees" USING btree ("webinar","email");--> statement-breakpoint
CREATE INDEX "webinar_attendees_updated_idx" ON "webinar_attendees" USING btree ("updated_at");