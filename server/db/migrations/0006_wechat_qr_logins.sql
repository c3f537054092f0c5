CREATE TABLE "wechat_qr_logins" (
	"ticket" text PRIMARY KEY NOT NULL,
	"poll_key_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"meeting_id" text,
	"user_id" text,
	"wechat_code" text,
	"expires_at" integer NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wechat_qr_logins_expires" ON "wechat_qr_logins" USING btree ("expires_at");