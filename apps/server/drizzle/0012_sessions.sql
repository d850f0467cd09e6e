CREATE TYPE "public"."notification_channel" AS ENUM('EMAIL', 'WHATSAPP', 'SMS');--> statement-breakpoint
CREATE TYPE "public"."notification_status" AS ENUM('held', 'pending', 'sending', 'sent', 'delivered', 'read', 'failed');--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"data" jsonb NOT NULL,
	"text" text NOT NULL,
	"status" "notification_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_at" timestamp with time zone,
	"provider_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_channel_check" CHECK ("notification_deliveries"."channel" <> 'EMAIL'),
	CONSTRAINT "notification_deliveries_recipient_check" CHECK ("notification_deliveries"."recipient" ~ '^[1-9][0-9]{7,14}$')
);
--> statement-breakpoint
CREATE TABLE "notification_opt_outs" (
	"phone" text NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_opt_outs_phone_channel_pk" PRIMARY KEY("phone","channel")
);
--> statement-breakpoint
CREATE TABLE "mentor_availability" (
	"mentor_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"overrides" jsonb NOT NULL,
	"time_off" jsonb NOT NULL,
	"min_notice_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"accepting_new_mentees" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentoring_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"mentor_id" uuid,
	"format" text NOT NULL,
	"group_key" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"cycle" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"reschedules" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"room_url" text NOT NULL,
	"cancelled_by" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"forfeited" boolean DEFAULT false NOT NULL,
	"outcome" text,
	"outcome_notes" text,
	"outcome_at" timestamp with time zone,
	"learner_response" text,
	"learner_comment" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"sessions_held" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_reminders" (
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reminders_session_id_kind_pk" PRIMARY KEY("session_id","kind")
);
--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "plan_option" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "channels" jsonb DEFAULT '["EMAIL"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mentor_availability" ADD CONSTRAINT "mentor_availability_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_booking_id_mentor_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."mentor_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_booking_id_mentor_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."mentor_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "notification_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notification_deliveries_created_idx" ON "notification_deliveries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_recipient_idx" ON "notification_deliveries" USING btree ("recipient","channel");--> statement-breakpoint
CREATE INDEX "notification_deliveries_provider_idx" ON "notification_deliveries" USING btree ("provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentoring_sessions_idempotency_idx" ON "mentoring_sessions" USING btree ("booking_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_booking_idx" ON "mentoring_sessions" USING btree ("booking_id","start_at");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_mentor_start_idx" ON "mentoring_sessions" USING btree ("mentor_id","start_at");--> statement-breakpoint
CREATE INDEX "mentoring_sessions_start_idx" ON "mentoring_sessions" USING btree ("start_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reports_booking_cycle_idx" ON "progress_reports" USING btree ("booking_id","cycle");--> statement-breakpoint
CREATE INDEX "mentor_bookings_email_created_idx" ON "mentor_bookings" USING btree ("email","created_at");--> statement-breakpoint
-- Two learners can never hold the same mentor time (issue 22): a mentor's BOOKED rows may not overlap unless they
-- belong to one group session (each row blocks its time plus the buffer after it). btree_gist gives the gist index equality on uuid and text (trusted since PG 13).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_no_overlap" EXCLUDE USING gist ("mentor_id" WITH =, "group_key" WITH <>, tstzrange("start_at", "blocked_until") WITH &&) WHERE ("status" = 'BOOKED');--> statement-breakpoint
ALTER TABLE "mentoring_sessions" ADD CONSTRAINT "mentoring_sessions_end_after_start" CHECK ("end_at" > "start_at" AND "blocked_until" >= "end_at");
