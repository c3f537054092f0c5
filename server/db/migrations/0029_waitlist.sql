CREATE TABLE "waitlist_entries" (
	"_id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"activity_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"price_id" text,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"held_at" integer,
	"hold_until" integer,
	"closed" integer,
	"wechat_template" text,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_once" ON "waitlist_entries" USING btree ("activity_id","user_id") WHERE status in ('waiting', 'held');--> statement-breakpoint
CREATE INDEX "waitlist_queue" ON "waitlist_entries" USING btree ("activity_id","seq") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_holds" ON "waitlist_entries" USING btree ("hold_until") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "waitlist_user" ON "waitlist_entries" USING btree ("user_id","created");