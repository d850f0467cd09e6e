CREATE TABLE "confirmed_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"channel" "notification_channel" NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
