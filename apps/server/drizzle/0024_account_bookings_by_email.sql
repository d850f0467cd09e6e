CREATE INDEX "book_advisory_email_idx" ON "book_advisory" USING btree ("email","call_at");--> statement-breakpoint
CREATE INDEX "bootcamp_registrations_email_idx" ON "bootcamp_registrations" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "camp_registrations_parent_email_idx" ON "camp_registrations" USING btree ("parent_email","created_at");--> statement-breakpoint
CREATE INDEX "webinar_attendees_email_idx" ON "webinar_attendees" USING btree ("email","created_at");