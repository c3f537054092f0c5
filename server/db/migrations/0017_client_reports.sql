CREATE TABLE "client_reports" (
	"_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision,
	"message" text,
	"stack" text,
	"route" text,
	"meeting_id" text,
	"user_id" text,
	"device_id" text,
	"user_agent" text,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_reports_meeting" ON "client_reports" USING btree ("meeting_id","kind","created");