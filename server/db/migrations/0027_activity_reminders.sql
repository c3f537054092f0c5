CREATE TABLE "activity_reminders" (
	"activity_id" text NOT NULL,
	"user_id" text NOT NULL,
	"remind" integer DEFAULT 1 NOT NULL,
	"wechat_template" text,
	"reminded" integer,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	CONSTRAINT "activity_reminders_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "activity_reminders_due" ON "activity_reminders" USING btree ("activity_id") WHERE reminded is null and remind = 1;