CREATE TABLE "ticket_checkins" (
	"_id" text PRIMARY KEY NOT NULL,
	"ticket_id" text,
	"activity_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"code" text NOT NULL,
	"desk_id" text NOT NULL,
	"client_id" text,
	"staff_user_id" text NOT NULL,
	"at" integer NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_checkins_client" ON "ticket_checkins" USING btree ("desk_id","client_id") WHERE client_id is not null;--> statement-breakpoint
CREATE INDEX "ticket_checkins_ticket" ON "ticket_checkins" USING btree ("ticket_id","at");