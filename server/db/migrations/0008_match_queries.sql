CREATE TABLE "match_queries" (
	"user_id" text NOT NULL,
	"sid" text NOT NULL,
	"meeting_id" text NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	CONSTRAINT "match_queries_user_id_sid_pk" PRIMARY KEY("user_id","sid")
);
--> statement-breakpoint
CREATE INDEX "match_queries_created" ON "match_queries" USING btree ("created");