ALTER TABLE "activities" ADD COLUMN "refund_hours_before" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "refund_status" text;--> statement-breakpoint
UPDATE "checkouts" SET "refund_status" = 'refunded' WHERE "refund" = 1;
