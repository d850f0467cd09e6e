ALTER TABLE "standing_times" ADD COLUMN "mentor_id" uuid;--> statement-breakpoint
ALTER TABLE "standing_times" ADD COLUMN "minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "standing_times" ADD CONSTRAINT "standing_times_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standing_times_mentor_idx" ON "standing_times" USING btree ("mentor_id");--> statement-breakpoint
-- Weekly times set before this migration: their booking's mentor (their length stays an hour until the times are saved again).
UPDATE "standing_times" SET "mentor_id" = b."mentor_id" FROM "mentor_bookings" b WHERE b."id" = "standing_times"."booking_id";
