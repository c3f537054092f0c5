CREATE TABLE "thread_replies" (
	"_id" text PRIMARY KEY NOT NULL,
	"thread_id" text NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_reports" (
	"_id" text PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"thread_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE INDEX "thread_replies_thread" ON "thread_replies" USING btree ("thread_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_reports_once" ON "thread_reports" USING btree ("target_type","target_id","user_id");--> statement-breakpoint
CREATE INDEX "threads_meeting" ON "threads" USING btree ("meeting_id","created");