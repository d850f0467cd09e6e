ALTER TABLE "mentor_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bootcamp_registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "camp_registrations" ADD COLUMN "cancelled_at" timestamp with time zone;