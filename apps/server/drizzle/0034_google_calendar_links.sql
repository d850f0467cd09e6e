CREATE TABLE "google_calendar_links" (
	"mentor_id" uuid PRIMARY KEY NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"access_token_sealed" text,
	"access_expires_at" timestamp with time zone,
	"scope" text NOT NULL,
	"connected_at" timestamp with time zone NOT NULL,
	"events_synced_at" timestamp with time zone NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "google_calendar_links" ADD CONSTRAINT "google_calendar_links_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;