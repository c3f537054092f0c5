CREATE TABLE "live_minutes" (
	"live_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"source" text,
	"lease_until" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_transcriptions" (
	"live_id" text PRIMARY KEY NOT NULL,
	"next_sequence" integer DEFAULT -1 NOT NULL,
	"next_offset_ms" integer DEFAULT 0 NOT NULL,
	"recording_done" integer DEFAULT 0 NOT NULL,
	"lease_until" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_subtitles" ADD COLUMN "end_offset" integer;--> statement-breakpoint
ALTER TABLE "live_subtitles" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "live_subtitles" ADD COLUMN "source" text;