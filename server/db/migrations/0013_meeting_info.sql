CREATE TABLE "exhibitor_applications" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	"updated" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_contents" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"kind" text NOT NULL,
	"category_id" text,
	"weight" integer DEFAULT 0 NOT NULL,
	"start" integer,
	"end" integer,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_applications_user" ON "exhibitor_applications" USING btree ("meeting_id","user_id");--> statement-breakpoint
CREATE INDEX "meeting_contents_kind" ON "meeting_contents" USING btree ("meeting_id","kind","weight");