CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Codes already mailed keep working: they move into the one table with what they carried (a rating's stars).
INSERT INTO "one_time_codes" ("purpose", "subject_id", "email", "code_hash", "payload", "expires_at", "attempts", "created_at", "updated_at")
  SELECT 'course-rating', "course_id"::text, "email", "code_hash", jsonb_build_object('stars', "stars"), "expires_at", "attempts", "created_at", "updated_at"
  FROM "course_rating_codes";--> statement-breakpoint
INSERT INTO "one_time_codes" ("purpose", "subject_id", "email", "code_hash", "payload", "expires_at", "attempts", "created_at", "updated_at")
  SELECT 'mentor-review', "mentor_id"::text, "email", "code_hash", '{}'::jsonb, "expires_at", "attempts", "created_at", "updated_at"
  FROM "mentor_review_codes";--> statement-breakpoint
DROP TABLE "course_rating_codes" CASCADE;--> statement-breakpoint
DROP TABLE "mentor_review_codes" CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_key_idx" ON "one_time_codes" USING btree ("purpose","subject_id","email");--> statement-breakpoint
CREATE INDEX "one_time_codes_expires_idx" ON "one_time_codes" USING btree ("expires_at");