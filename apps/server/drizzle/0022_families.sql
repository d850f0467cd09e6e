CREATE TABLE "camp_registration_children" (
	"registration_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	CONSTRAINT "camp_registration_children_registration_id_child_id_pk" PRIMARY KEY("registration_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "child_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"parent_user_id" text NOT NULL,
	"parent_email" text NOT NULL,
	"phone" text NOT NULL,
	"relationship" text NOT NULL,
	"method" text NOT NULL,
	"notice_version" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "child_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"mentor_id" uuid,
	"sender" text NOT NULL,
	"from_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_messages_text_check" CHECK (char_length("child_messages"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "child_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"age_band" text NOT NULL,
	"year_of_birth" integer,
	"interests" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD COLUMN "child_id" uuid;--> statement-breakpoint
ALTER TABLE "camp_registration_children" ADD CONSTRAINT "camp_registration_children_registration_id_camp_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."camp_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_registration_children" ADD CONSTRAINT "camp_registration_children_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_messages" ADD CONSTRAINT "child_messages_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_messages" ADD CONSTRAINT "child_messages_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_profiles" ADD CONSTRAINT "child_profiles_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "camp_registration_children_child_idx" ON "camp_registration_children" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "child_consents_child_idx" ON "child_consents" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "child_consents_parent_idx" ON "child_consents" USING btree ("parent_user_id","given_at");--> statement-breakpoint
CREATE INDEX "child_consents_given_idx" ON "child_consents" USING btree ("given_at","id");--> statement-breakpoint
CREATE INDEX "child_messages_child_created_idx" ON "child_messages" USING btree ("child_id","created_at","id");--> statement-breakpoint
CREATE INDEX "child_profiles_parent_idx" ON "child_profiles" USING btree ("parent_user_id","created_at");--> statement-breakpoint
ALTER TABLE "mentor_bookings" ADD CONSTRAINT "mentor_bookings_child_id_child_profiles_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."child_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_bookings_child_idx" ON "mentor_bookings" USING btree ("child_id");