-- Bookings and ratings stored before this migration were never confirmed: they stay (confirmed_at null) but no
-- longer count as students, unlock Paid Courses or count in a rating. See docs/decisions/0004.
CREATE TABLE "course_rating_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"email" text NOT NULL,
	"stars" smallint NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_rating_codes_stars_check" CHECK ("course_rating_codes"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "book_courses" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "book_courses" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "book_courses" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_ratings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_rating_codes" ADD CONSTRAINT "course_rating_codes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_rating_codes_course_email_idx" ON "course_rating_codes" USING btree ("course_id","email");--> statement-breakpoint
CREATE INDEX "course_rating_codes_expires_idx" ON "course_rating_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "book_courses_confirm_token_idx" ON "book_courses" USING btree ("confirm_token_hash");