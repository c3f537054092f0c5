CREATE TABLE "wechat_web_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"redirect" text NOT NULL,
	"code_hash" text,
	"done_at" integer,
	"expires_at" integer NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wechat_code_exchanges" ADD COLUMN "nickname" text;--> statement-breakpoint
CREATE INDEX "wechat_web_states_expires" ON "wechat_web_states" USING btree ("expires_at");