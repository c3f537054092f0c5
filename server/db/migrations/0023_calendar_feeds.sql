CREATE TABLE "calendar_event_versions" (
	"uid" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"modified" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"revoked" integer,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live" ON "calendar_feeds" USING btree ("user_id") WHERE revoked is null;