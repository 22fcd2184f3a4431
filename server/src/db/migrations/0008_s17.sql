ALTER TABLE "tracker_rows" DROP CONSTRAINT "tracker_rows_uploaded_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tracker_rows" DROP COLUMN "uploaded_by";--> statement-breakpoint
ALTER TABLE "tracker_rows" DROP COLUMN "uploaded_at";