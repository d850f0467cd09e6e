CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_mentor_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mentor_review_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"stars" smallint NOT NULL,
	"email" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_reviews_stars_check" CHECK ("mentor_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "video_key" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_mentor_id_mentors_id_fk" FOREIGN KEY ("owner_mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_review_codes" ADD CONSTRAINT "mentor_review_codes_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_reviews" ADD CONSTRAINT "mentor_reviews_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_unattached_created_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."attached_at" is null;--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_mentor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_review_codes_mentor_email_idx" ON "mentor_review_codes" USING btree ("mentor_id","email");--> statement-breakpoint
CREATE INDEX "mentor_review_codes_expires_idx" ON "mentor_review_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_reviews_mentor_email_idx" ON "mentor_reviews" USING btree ("mentor_id","email");--> statement-breakpoint
CREATE INDEX "mentor_reviews_mentor_created_idx" ON "mentor_reviews" USING btree ("mentor_id","created_at");--> statement-breakpoint
CREATE INDEX "mentors_directory_idx" ON "mentors" USING btree ("status","is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "mentors_specialization_lower_idx" ON "mentors" USING btree (lower("specialization"));--> statement-breakpoint
CREATE INDEX "mentors_country_idx" ON "mentors" USING btree ("country");