CREATE TABLE "account_deletions" (
	"_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due" integer NOT NULL,
	"cancelled" integer,
	"erased" integer,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text,
	"granted" integer DEFAULT 1 NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_one_pending" ON "account_deletions" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "account_deletions_due" ON "account_deletions" USING btree ("due") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "consents_user" ON "consents" USING btree ("user_id","created");