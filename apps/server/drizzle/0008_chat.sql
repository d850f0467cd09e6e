CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_id" uuid NOT NULL,
	"text" text NOT NULL,
	"user_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender_check" CHECK ("chat_messages"."sender" in ('visitor', 'mentor')),
	CONSTRAINT "chat_messages_text_check" CHECK (char_length("chat_messages"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "chat_visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"visitor_id" uuid NOT NULL,
	"mentor_read_at" timestamp with time zone,
	"visitor_read_at" timestamp with time zone,
	"mentor_unread_since" timestamp with time zone,
	"mentor_mailed_at" timestamp with time zone,
	"visitor_unread_since" timestamp with time zone,
	"visitor_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_mentor_id_mentors_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."mentors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_visitor_id_chat_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."chat_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_chat_created_idx" ON "chat_messages" USING btree ("chat_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_visitors_token_hash_idx" ON "chat_visitors" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_visitor_mentor_idx" ON "chats" USING btree ("visitor_id","mentor_id");--> statement-breakpoint
CREATE INDEX "chats_mentor_updated_idx" ON "chats" USING btree ("mentor_id","updated_at");--> statement-breakpoint
CREATE INDEX "chats_mentor_unread_idx" ON "chats" USING btree ("mentor_unread_since") WHERE "chats"."mentor_mailed_at" is null;--> statement-breakpoint
CREATE INDEX "chats_visitor_unread_idx" ON "chats" USING btree ("visitor_unread_since") WHERE "chats"."visitor_mailed_at" is null;