CREATE TABLE "enterprise_questions" (
	"_id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"answer" text,
	"public" integer DEFAULT 0 NOT NULL,
	"answered" integer,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_agendas" (
	"user_id" text NOT NULL,
	"agenda_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	CONSTRAINT "user_agendas_user_id_agenda_id_pk" PRIMARY KEY("user_id","agenda_id")
);
--> statement-breakpoint
CREATE INDEX "questions_enterprise" ON "enterprise_questions" USING btree ("enterprise_id","created");--> statement-breakpoint
CREATE INDEX "questions_user" ON "enterprise_questions" USING btree ("user_id","created");