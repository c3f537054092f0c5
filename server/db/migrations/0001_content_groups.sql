CREATE TABLE "demand_comments" (
	"_id" text PRIMARY KEY NOT NULL,
	"demand_id" text NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_chats" (
	"_id" text PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"user_id" text,
	"content" text NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_checkouts" (
	"_id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"live_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"pay_channel" text,
	"transaction_id" text,
	"paid" integer,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_subtitles" (
	"_id" text PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"offset" integer NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" text NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "demand_comments_once" ON "demand_comments" USING btree ("demand_id","user_id") WHERE deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "likes_once" ON "likes" USING btree ("kind","target_type","target_id","user_id");--> statement-breakpoint
CREATE INDEX "likes_user" ON "likes" USING btree ("user_id","kind","target_type");--> statement-breakpoint
CREATE INDEX "chats_live" ON "live_chats" USING btree ("live_id");--> statement-breakpoint
CREATE INDEX "live_checkouts_user" ON "live_checkouts" USING btree ("user_id","live_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_checkouts_one_pending" ON "live_checkouts" USING btree ("live_id","user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "subtitles_live" ON "live_subtitles" USING btree ("live_id","offset");