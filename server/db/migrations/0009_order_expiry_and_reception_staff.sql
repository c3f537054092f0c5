CREATE TABLE "reception_staff" (
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" integer DEFAULT 1 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	CONSTRAINT "reception_staff_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "closed" integer;--> statement-breakpoint
CREATE INDEX "reception_staff_user" ON "reception_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checkouts_pending" ON "checkouts" USING btree ("created") WHERE status = 'pending';