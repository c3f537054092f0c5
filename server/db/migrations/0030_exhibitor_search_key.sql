ALTER TABLE "enterprises" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(case jsonb_typeof(doc -> 'exhibitor' -> 'company' -> 'title')
    when 'object' then coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'zh', '') || chr(10) || coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'en', '')
      || chr(10) || coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'ja', '') || chr(10) || coalesce(doc -> 'exhibitor' -> 'company' -> 'title' ->> 'ko', '')
    else coalesce(doc -> 'exhibitor' -> 'company' -> 'title' #>> '{}', '') end)) STORED;--> statement-breakpoint
ALTER TABLE "enterprises" DROP COLUMN "search_title";