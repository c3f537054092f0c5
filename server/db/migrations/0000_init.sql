CREATE TABLE "action_logs" (
	"_id" text PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"action" text NOT NULL,
	"user_id" text,
	"source_id" text,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"deadline" integer DEFAULT 0 NOT NULL,
	"registration_start" integer DEFAULT 0 NOT NULL,
	"max" integer DEFAULT 0 NOT NULL,
	"ticket_total" integer DEFAULT 0 NOT NULL,
	"ticket_seq" integer DEFAULT 0 NOT NULL,
	"is_review" integer DEFAULT 0 NOT NULL,
	"privacy" integer DEFAULT 0 NOT NULL,
	"enable_show" integer DEFAULT 1 NOT NULL,
	"enable_resubmit_answer" integer DEFAULT 0 NOT NULL,
	"enable_deadline_answer" integer DEFAULT 0 NOT NULL,
	"agent_checkout_version" integer,
	"group_max" integer DEFAULT 0 NOT NULL,
	"enable_invoice" integer DEFAULT 0 NOT NULL,
	"form_id" text,
	"weight" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_sources" (
	"_id" text PRIMARY KEY NOT NULL,
	"activity_id" text NOT NULL,
	"max" integer DEFAULT 0 NOT NULL,
	"signup_total" integer DEFAULT 0 NOT NULL,
	"default" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agendas" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"enable_show" integer DEFAULT 1 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"enterprise_id" text,
	"user_id" text NOT NULL,
	"seller_user_id" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"type" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"type" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"_id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"activity_id" text NOT NULL,
	"price_id" text NOT NULL,
	"source_id" text,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"pay_amount" integer NOT NULL,
	"coupon_code" text,
	"status" text NOT NULL,
	"refund" integer DEFAULT 0 NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"pay_channel" text,
	"transaction_id" text,
	"paid" integer,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group" jsonb,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"activity_id" text,
	"code" text NOT NULL,
	"type" integer NOT NULL,
	"discount_rate" integer DEFAULT 100 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"promotion_threshold" integer DEFAULT 0 NOT NULL,
	"promotion_amount" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_blacklist" (
	"email" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"category_id" text,
	"weight" integer DEFAULT 0 NOT NULL,
	"recommend" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"user_id" text,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_answers" (
	"form_id" text NOT NULL,
	"user_id" text NOT NULL,
	"group_id" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	CONSTRAINT "form_answers_form_id_user_id_group_id_pk" PRIMARY KEY("form_id","user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"_id" text PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_applications" (
	"_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"friend_id" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friends" (
	"user_id" text NOT NULL,
	"friend_id" text NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	CONSTRAINT "friends_user_id_friend_id_pk" PRIMARY KEY("user_id","friend_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"_id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"enable_show" integer DEFAULT 1 NOT NULL,
	"paused" integer DEFAULT 0 NOT NULL,
	"privacy" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"_id" text PRIMARY KEY NOT NULL,
	"start" integer NOT NULL,
	"end" integer NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"domain" text,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"_id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"category_id" text,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reception_guests" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"phone" text,
	"email" text,
	"query_code" text,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reception_phases" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reception_records" (
	"guest_id" text NOT NULL,
	"phase_id" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"staff_user_id" text,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	CONSTRAINT "reception_records_guest_id_phase_id_pk" PRIMARY KEY("guest_id","phase_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"device_id" text,
	"client_id" text,
	"expires" integer NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speakers" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_groups" (
	"_id" text PRIMARY KEY NOT NULL,
	"activity_id" text NOT NULL,
	"agent_id" text NOT NULL,
	"name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_prices" (
	"_id" text PRIMARY KEY NOT NULL,
	"activity_id" text NOT NULL,
	"amount" integer NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sold_total" integer DEFAULT 0 NOT NULL,
	"limit" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"_id" text PRIMARY KEY NOT NULL,
	"activity_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" integer NOT NULL,
	"number" integer DEFAULT 1 NOT NULL,
	"code" text NOT NULL,
	"name" text,
	"phone" text,
	"area_code" text,
	"email" text,
	"id_number" text,
	"agent_id" text,
	"group_id" text,
	"price_id" text,
	"checkout_id" text,
	"source_id" text,
	"input_by_admin" integer DEFAULT 0 NOT NULL,
	"form" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL,
	CONSTRAINT "user_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"_id" text PRIMARY KEY NOT NULL,
	"phone" text,
	"area_code" text,
	"email" text,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"special_identity" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"_id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code" text NOT NULL,
	"expires" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_answers" (
	"_id" text PRIMARY KEY NOT NULL,
	"vote_id" text NOT NULL,
	"player_id" text NOT NULL,
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"created" integer DEFAULT extract(epoch from now())::int NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_players" (
	"_id" text PRIMARY KEY NOT NULL,
	"vote_id" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_tallies" (
	"vote_id" text NOT NULL,
	"user_id" text NOT NULL,
	"day" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vote_tallies_vote_id_user_id_day_pk" PRIMARY KEY("vote_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"_id" text PRIMARY KEY NOT NULL,
	"meeting_id" text NOT NULL,
	"end" integer DEFAULT 0 NOT NULL,
	"per_person_limit" integer DEFAULT 0 NOT NULL,
	"per_day_limit" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "logs_target" ON "action_logs" USING btree ("target_type","target_id","action");--> statement-breakpoint
CREATE INDEX "activities_meeting" ON "activities" USING btree ("meeting_id","start");--> statement-breakpoint
CREATE INDEX "sources_activity" ON "activity_sources" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "agendas_meeting" ON "agendas" USING btree ("meeting_id","start");--> statement-breakpoint
CREATE INDEX "appointments_seller" ON "appointments" USING btree ("seller_user_id","start");--> statement-breakpoint
CREATE INDEX "appointments_user" ON "appointments" USING btree ("user_id","start");--> statement-breakpoint
CREATE INDEX "blocks_meeting" ON "blocks" USING btree ("meeting_id","weight");--> statement-breakpoint
CREATE INDEX "categories_meeting_type" ON "categories" USING btree ("meeting_id","type","weight");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_number" ON "checkouts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "checkouts_user" ON "checkouts" USING btree ("user_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code" ON "coupons" USING btree ("meeting_id","code");--> statement-breakpoint
CREATE INDEX "demands_meeting" ON "demands" USING btree ("meeting_id","created");--> statement-breakpoint
CREATE INDEX "enterprises_meeting" ON "enterprises" USING btree ("meeting_id","weight");--> statement-breakpoint
CREATE INDEX "questions_form" ON "form_questions" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "invoices_checkout" ON "invoices" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_open" ON "invoices" USING btree ("checkout_id") WHERE status <> 'rejected';--> statement-breakpoint
CREATE INDEX "lives_meeting" ON "lives" USING btree ("meeting_id","start");--> statement-breakpoint
CREATE INDEX "news_meeting" ON "news" USING btree ("meeting","created");--> statement-breakpoint
CREATE INDEX "outbox_to" ON "outbox" USING btree ("to","created");--> statement-breakpoint
CREATE INDEX "products_enterprise" ON "products" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "prices_activity" ON "ticket_prices" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code" ON "tickets" USING btree ("activity_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_user_once" ON "tickets" USING btree ("activity_id","user_id") WHERE agent_id is null and status <> 2 and deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_phone_once" ON "tickets" USING btree ("activity_id","phone") WHERE phone is not null and status <> 2 and deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_email_once" ON "tickets" USING btree ("activity_id","email") WHERE email is not null and status <> 2 and deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_id_number_once" ON "tickets" USING btree ("activity_id","id_number") WHERE id_number is not null and status <> 2 and deleted = 0;--> statement-breakpoint
CREATE INDEX "tickets_user" ON "tickets" USING btree ("user_id","activity_id");--> statement-breakpoint
CREATE INDEX "tickets_checkout" ON "tickets" USING btree ("checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "codes_target" ON "verification_codes" USING btree ("channel","target","created");--> statement-breakpoint
CREATE INDEX "answers_vote_user" ON "vote_answers" USING btree ("vote_id","user_id");--> statement-breakpoint
CREATE INDEX "players_vote" ON "vote_players" USING btree ("vote_id");