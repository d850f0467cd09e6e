CREATE TABLE "account_contact_channels" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"quiet_from_minute" smallint NOT NULL,
	"quiet_to_minute" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_contact_channels_phone_check" CHECK ("account_contact_channels"."phone" ~ '^[1-9][0-9]{7,14}$'),
	CONSTRAINT "account_contact_channels_texts_need_phone" CHECK ("account_contact_channels"."phone" is not null or not ("account_contact_channels"."whatsapp" or "account_contact_channels"."sms")),
	CONSTRAINT "account_contact_channels_quiet_check" CHECK ("account_contact_channels"."quiet_from_minute" between 0 and 1439 and "account_contact_channels"."quiet_to_minute" between 0 and 1439 and "account_contact_channels"."quiet_from_minute" <> "account_contact_channels"."quiet_to_minute")
);
--> statement-breakpoint
CREATE TABLE "account_phone_proofs" (
	"user_id" text NOT NULL,
	"phone" text NOT NULL,
	"proven_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_phone_proofs_user_id_phone_pk" PRIMARY KEY("user_id","phone")
);
--> statement-breakpoint
ALTER TABLE "account_contact_channels" ADD CONSTRAINT "account_contact_channels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_phone_proofs" ADD CONSTRAINT "account_phone_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_contact_channels_phone_idx" ON "account_contact_channels" USING btree ("phone","updated_at");