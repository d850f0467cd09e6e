CREATE TABLE "membership_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"plan_option" text NOT NULL,
	"sessions_included" integer NOT NULL,
	"sessions_carried" integer DEFAULT 0 NOT NULL,
	"amount_kobo" integer NOT NULL,
	"access_token_hash" text NOT NULL,
	"transfer_option" boolean DEFAULT false NOT NULL,
	"payment_status" text DEFAULT 'AWAITING_PAYMENT' NOT NULL,
	"payment_tx_ref" text,
	"cancelled_at" timestamp with time zone,
	"lapsed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"charge_attempts" integer DEFAULT 0 NOT NULL,
	"last_charge_at" timestamp with time zone,
	"last_charge_error" text,
	"authorization_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"current_cycle" integer DEFAULT 1 NOT NULL,
	"renews_on" date NOT NULL,
	"paused_until" date,
	"paused_in_cycle" integer,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"next_plan_option" text,
	"grace_until" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standing_times" (
	"booking_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"minute_of_day" smallint NOT NULL,
	"time_zone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_times_booking_id_weekday_minute_of_day_pk" PRIMARY KEY("booking_id","weekday","minute_of_day")
);
--> statement-breakpoint
ALTER TABLE "membership_cycles" ADD CONSTRAINT "membership_cycles_booking_id_mentor_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."mentor_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_booking_id_mentor_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."mentor_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_times" ADD CONSTRAINT "standing_times_booking_id_mentor_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."mentor_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_cycles_booking_number_idx" ON "membership_cycles" USING btree ("booking_id","number");--> statement-breakpoint
CREATE INDEX "membership_cycles_created_idx" ON "membership_cycles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "memberships_status_renews_idx" ON "memberships" USING btree ("status","renews_on");--> statement-breakpoint
CREATE INDEX "memberships_created_idx" ON "memberships" USING btree ("created_at","booking_id");