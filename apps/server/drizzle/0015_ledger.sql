CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account" text NOT NULL,
	"amount_kobo" integer NOT NULL,
	"mentor_id" uuid,
	"booking_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_kobo" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"memo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_mentor_idx" ON "ledger_entries" USING btree ("mentor_id","id") WHERE "ledger_entries"."mentor_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_key","account") WHERE "ledger_entries"."booking_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_source_idx" ON "ledger_transactions" USING btree ("source");--> statement-breakpoint
-- Hand-written (drizzle-kit has no triggers): a transaction whose entries do not sum to zero is refused at commit,
-- whatever code wrote it. Deferred, so the entries of one ledger transaction may be inserted one by one.
CREATE FUNCTION "ledger_transaction_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum("amount_kobo"), 0) FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id") <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', NEW."transaction_id" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance_check" AFTER INSERT OR UPDATE ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_balances"();
