DROP INDEX "tracker_rows_pf_setup_idx";--> statement-breakpoint
DROP INDEX "tracker_rows_esi_setup_idx";--> statement-breakpoint
DROP INDEX "tracker_rows_pt_setup_idx";--> statement-breakpoint
DROP INDEX "tracker_rows_lwf_setup_idx";--> statement-breakpoint
CREATE INDEX "tracker_rows_pf_setup_idx" ON "tracker_rows" USING btree ("pf_setup_id") WHERE "tracker_rows"."pf_setup_id" is not null;--> statement-breakpoint
CREATE INDEX "tracker_rows_esi_setup_idx" ON "tracker_rows" USING btree ("esi_setup_id") WHERE "tracker_rows"."esi_setup_id" is not null;--> statement-breakpoint
CREATE INDEX "tracker_rows_pt_setup_idx" ON "tracker_rows" USING btree ("pt_setup_id") WHERE "tracker_rows"."pt_setup_id" is not null;--> statement-breakpoint
CREATE INDEX "tracker_rows_lwf_setup_idx" ON "tracker_rows" USING btree ("lwf_setup_id") WHERE "tracker_rows"."lwf_setup_id" is not null;