CREATE TABLE "audit_log" (
	"_id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"meeting_id" text NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_roles" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"user_id" text,
	"phone" text,
	"email" text,
	"role" text NOT NULL,
	"granted_by" text,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "published" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_meeting" ON "audit_log" USING btree ("meeting_id","seq");--> statement-breakpoint
CREATE INDEX "audit_object" ON "audit_log" USING btree ("meeting_id","object_type","object_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_roles_user" ON "meeting_roles" USING btree ("meeting_id","user_id","role") WHERE user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_roles_phone" ON "meeting_roles" USING btree ("meeting_id","phone","role") WHERE user_id is null and phone is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_roles_email" ON "meeting_roles" USING btree ("meeting_id","email","role") WHERE user_id is null and email is not null;--> statement-breakpoint
CREATE INDEX "meeting_roles_mine" ON "meeting_roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_roles_pending_phone" ON "meeting_roles" USING btree ("phone") WHERE user_id is null;--> statement-breakpoint
CREATE INDEX "meeting_roles_pending_email" ON "meeting_roles" USING btree ("email") WHERE user_id is null;