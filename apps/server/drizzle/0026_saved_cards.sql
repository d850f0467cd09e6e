CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" text NOT NULL,
	"email" text NOT NULL,
	"provider" text NOT NULL,
	"token_sealed" text,
	"token_fingerprint" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"source_payment_id" uuid NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_last4_check" CHECK ("saved_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_removed_check" CHECK ("saved_cards"."removed_at" is null or "saved_cards"."token_sealed" is null)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "save_card_for" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "saved_card_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorization_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_message" text;--> statement-breakpoint
ALTER TABLE "payment_sandbox_checkouts" ADD COLUMN "kind" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sandbox_checkouts" ADD COLUMN "card" jsonb;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_source_payment_id_payments_id_fk" FOREIGN KEY ("source_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_cards_owner_idx" ON "saved_cards" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_owner_token_idx" ON "saved_cards" USING btree ("owner_user_id","token_fingerprint") WHERE "saved_cards"."removed_at" is null;--> statement-breakpoint
-- Verification answers stored before saved cards carried Flutterwave's card token in clear (data.card.token); the
-- token is now kept only sealed in saved_cards, so it is removed from the stored answers (decision 0044).
UPDATE "payments" SET "verification" = "verification" #- '{card,token}' WHERE "verification" #> '{card,token}' IS NOT NULL;
