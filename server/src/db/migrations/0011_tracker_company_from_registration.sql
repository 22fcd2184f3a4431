-- A tracker row's company is its registration's (issue 19 item 4). Rows written with
-- another company (the demo seed mixed up PF and ESI registrations of the same id) take
-- their registration's, before the next migration makes the database hold every row to it.
UPDATE "tracker_rows" AS r SET "company_id" = s."company_id" FROM "pf_setups" AS s WHERE s."id" = r."pf_setup_id" AND r."company_id" <> s."company_id";--> statement-breakpoint
UPDATE "tracker_rows" AS r SET "company_id" = s."company_id" FROM "esi_setups" AS s WHERE s."id" = r."esi_setup_id" AND r."company_id" <> s."company_id";--> statement-breakpoint
UPDATE "tracker_rows" AS r SET "company_id" = s."company_id" FROM "pt_setups" AS s WHERE s."id" = r."pt_setup_id" AND r."company_id" <> s."company_id";--> statement-breakpoint
UPDATE "tracker_rows" AS r SET "company_id" = s."company_id" FROM "lwf_setups" AS s WHERE s."id" = r."lwf_setup_id" AND r."company_id" <> s."company_id";
