CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_invoices" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
-- Invoices issued before numbering keep their first-open time as the issue date and get numbers in that order.
UPDATE "booking_invoices" AS b SET
	"issued_at" = n."created_at",
	"due_at" = n."created_at" + interval '7 days',
	"number" = 'E2C-' || n."year" || '-' || lpad(n."seq"::text, 6, '0')
FROM (
	SELECT "id", "created_at", extract(year FROM "created_at" AT TIME ZONE 'Africa/Lagos')::int AS "year",
		row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Africa/Lagos') ORDER BY "created_at", "id") AS "seq"
	FROM "booking_invoices"
) AS n
WHERE b."id" = n."id";--> statement-breakpoint
INSERT INTO "invoice_number_counters" ("year", "last")
	SELECT extract(year FROM "issued_at" AT TIME ZONE 'Africa/Lagos')::int, count(*) FROM "booking_invoices" GROUP BY 1;--> statement-breakpoint
ALTER TABLE "booking_invoices" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_invoices" ALTER COLUMN "issued_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_invoices" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_invoices_number_idx" ON "booking_invoices" USING btree ("number");
