CREATE TABLE "short_links" (
	"hash" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"created_by" text,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
