ALTER TABLE "enterprises" ADD COLUMN "search_title" text GENERATED ALWAYS AS (case jsonb_typeof(doc -> 'exhibitor' -> 'company' -> 'title')
    when 'object' then coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'zh', '') || chr(10) || coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'en', '')
      || chr(10) || coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'ja', '') || chr(10) || coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'ko', '')
    else coalesce(doc -> 'exhibitor' -> 'company' -> 'title' #>> '{}', '') end) STORED;--> statement-breakpoint
CREATE INDEX "enterprises_list" ON "enterprises" USING btree ("meeting_id","weight" DESC NULLS FIRST,"_id");--> statement-breakpoint
CREATE INDEX "likes_target" ON "likes" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "products_list" ON "products" USING btree ("meeting_id","weight" DESC NULLS FIRST,"_id");--> statement-breakpoint
CREATE INDEX "tickets_meeting_created" ON "tickets" USING btree ("meeting_id","created","_id");--> statement-breakpoint
CREATE INDEX "tickets_activity_created" ON "tickets" USING btree ("activity_id","created","_id");