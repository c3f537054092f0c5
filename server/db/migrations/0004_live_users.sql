CREATE TABLE "live_users" (
	"live_id" text NOT NULL,
	"user_id" text NOT NULL,
	"remind" integer DEFAULT 1 NOT NULL,
	"minutes_email" text,
	"reminded" integer,
	"minutes_sent" integer,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	CONSTRAINT "live_users_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
