CREATE TABLE "oauth_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"secret_hash" text,
	"redirect_uris" jsonb NOT NULL,
	"scopes" jsonb NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"scope" text NOT NULL,
	"code_challenge" text NOT NULL,
	"expires" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires" integer NOT NULL,
	"revoked" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oauth_tokens_code" ON "oauth_tokens" USING btree ("code_hash");