CREATE TABLE "schedules" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "schedules_meeting" ON "schedules" USING btree ("meeting_id","start");--> statement-breakpoint
CREATE INDEX "schedules_enterprise" ON "schedules" USING btree ("enterprise_id","start");