CREATE TABLE "busy_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url_sealed" text,
	"url_masked" text NOT NULL,
	"url_fingerprint" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"failure_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "busy_clash_keeps" (
	"session_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"busy_start" timestamp with time zone NOT NULL,
	"busy_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "busy_clash_keeps_session_id_busy_start_busy_end_pk" PRIMARY KEY("session_id","busy_start","busy_end")
);
--> statement-breakpoint
CREATE TABLE "busy_intervals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "busy_calendars" ADD CONSTRAINT "busy_calendars_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_clash_keeps" ADD CONSTRAINT "busy_clash_keeps_session_id_mentoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentoring_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_clash_keeps" ADD CONSTRAINT "busy_clash_keeps_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_intervals" ADD CONSTRAINT "busy_intervals_calendar_id_busy_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."busy_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "busy_intervals" ADD CONSTRAINT "busy_intervals_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "busy_calendars_mentor_url_idx" ON "busy_calendars" USING btree ("mentor_id","url_fingerprint");--> statement-breakpoint
CREATE INDEX "busy_calendars_kind_fetched_idx" ON "busy_calendars" USING btree ("kind","last_fetched_at");--> statement-breakpoint
CREATE INDEX "busy_clash_keeps_mentor_idx" ON "busy_clash_keeps" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "busy_intervals_mentor_start_idx" ON "busy_intervals" USING btree ("mentor_id","start_at","end_at");--> statement-breakpoint
CREATE INDEX "busy_intervals_calendar_idx" ON "busy_intervals" USING btree ("calendar_id");