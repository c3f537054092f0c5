CREATE TABLE "enterprise_staff" (
	"_id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"code" text NOT NULL,
	"phone" text,
	"user_id" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"invited_by" text NOT NULL,
	"accepted" integer,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"_id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"consent" text NOT NULL,
	"answered" integer,
	"rating" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"captured_by" text,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	"updated" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_staff_code" ON "enterprise_staff" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_staff_member" ON "enterprise_staff" USING btree ("enterprise_id","user_id") WHERE user_id is not null and status = 'active';--> statement-breakpoint
CREATE INDEX "enterprise_staff_user" ON "enterprise_staff" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "enterprise_staff_phone" ON "enterprise_staff" USING btree ("phone","status");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_person" ON "leads" USING btree ("enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "leads_list" ON "leads" USING btree ("enterprise_id","created","_id");--> statement-breakpoint
CREATE INDEX "leads_user" ON "leads" USING btree ("user_id","consent");