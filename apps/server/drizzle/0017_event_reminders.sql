CREATE TABLE "event_reminders" (
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"kind" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_subject_subject_id_kind_event_at_pk" PRIMARY KEY("subject","subject_id","kind","event_at")
);
--> statement-breakpoint
CREATE INDEX "event_reminders_event_idx" ON "event_reminders" USING btree ("event_at");