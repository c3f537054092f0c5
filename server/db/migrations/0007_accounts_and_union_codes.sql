CREATE TABLE "meeting_authorizations" (
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	CONSTRAINT "meeting_authorizations_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "union_codes" (
	"_id" text PRIMARY KEY NOT NULL,
	"activity_id" text NOT NULL,
	"code" text NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ticket_id" text,
	"user_id" text,
	"bound" integer
);
--> statement-breakpoint
CREATE TABLE "user_meetings" (
	"user_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	CONSTRAINT "user_meetings_user_id_meeting_id_pk" PRIMARY KEY("user_id","meeting_id")
);
--> statement-breakpoint
CREATE TABLE "user_works" (
	"_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "union_codes_code" ON "union_codes" USING btree ("activity_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "union_codes_ticket" ON "union_codes" USING btree ("ticket_id") WHERE ticket_id is not null;--> statement-breakpoint
CREATE INDEX "user_works_user" ON "user_works" USING btree ("user_id","created");