CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_mentors" (
	"course_id" uuid NOT NULL,
	"mentor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_mentors_course_id_mentor_id_pk" PRIMARY KEY("course_id","mentor_id")
);
--> statement-breakpoint
ALTER TABLE "course_mentors" ADD CONSTRAINT "course_mentors_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_mentors" ADD CONSTRAINT "course_mentors_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "course_mentors_mentor_idx" ON "course_mentors" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "book_advisory_created_idx" ON "book_advisory" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "book_advisory_full_name_idx" ON "book_advisory" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "mentor_bookings_audience_created_idx" ON "mentor_bookings" USING btree ("audience","created_at");--> statement-breakpoint
CREATE INDEX "mentor_bookings_full_name_idx" ON "mentor_bookings" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "bootcamp_registrations_full_name_idx" ON "bootcamp_registrations" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "camp_registrations_parent_name_idx" ON "camp_registrations" USING btree ("parent_name");--> statement-breakpoint
CREATE INDEX "contact_us_full_name_idx" ON "contact_us" USING btree ("full_name");--> statement-breakpoint
CREATE INDEX "mentor_reviews_created_idx" ON "mentor_reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mentor_reviews_stars_idx" ON "mentor_reviews" USING btree ("stars");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree ("title");--> statement-breakpoint
CREATE INDEX "mentors_created_idx" ON "mentors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mentors_firstname_idx" ON "mentors" USING btree ("firstname");--> statement-breakpoint
CREATE INDEX "webinar_attendees_created_idx" ON "webinar_attendees" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webinar_attendees_full_name_idx" ON "webinar_attendees" USING btree ("full_name");