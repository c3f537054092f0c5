CREATE TABLE "signin_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" integer NOT NULL,
	"used_at" integer,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_code_exchanges" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"openid" text NOT NULL,
	"unionid" text,
	"subject" text NOT NULL,
	"expires_at" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_tokens" (
	"app_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text,
	"expires_at" integer DEFAULT 0 NOT NULL,
	"refresh_until" integer DEFAULT 0 NOT NULL,
	"refresh_owner" text,
	"fetches" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wechat_tokens_app_id_kind_pk" PRIMARY KEY("app_id","kind")
);
--> statement-breakpoint
CREATE INDEX "signin_tickets_expires" ON "signin_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wechat_code_exchanges_expires" ON "wechat_code_exchanges" USING btree ("expires_at");