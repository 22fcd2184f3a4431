ALTER TABLE "users" ADD COLUMN "is_external" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "firm" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "access_until" date;