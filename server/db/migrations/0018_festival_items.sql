CREATE TABLE "festival_items" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"kind" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "festival_items_meeting" ON "festival_items" USING btree ("meeting_id","kind","weight");