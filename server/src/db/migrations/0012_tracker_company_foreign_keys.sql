-- Hand-ordered: the UNIQUE constraints must exist before the foreign keys that reference them (drizzle-kit writes the keys first).
ALTER TABLE "esi_setups" ADD CONSTRAINT "esi_setups_id_company_uq" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "lwf_setups" ADD CONSTRAINT "lwf_setups_id_company_uq" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "pf_setups" ADD CONSTRAINT "pf_setups_id_company_uq" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "pt_setups" ADD CONSTRAINT "pt_setups_id_company_uq" UNIQUE("id","company_id");--> statement-breakpoint
ALTER TABLE "tracker_rows" ADD CONSTRAINT "tracker_rows_pf_setup_company_fk" FOREIGN KEY ("pf_setup_id","company_id") REFERENCES "public"."pf_setups"("id","company_id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tracker_rows" ADD CONSTRAINT "tracker_rows_esi_setup_company_fk" FOREIGN KEY ("esi_setup_id","company_id") REFERENCES "public"."esi_setups"("id","company_id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tracker_rows" ADD CONSTRAINT "tracker_rows_pt_setup_company_fk" FOREIGN KEY ("pt_setup_id","company_id") REFERENCES "public"."pt_setups"("id","company_id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "tracker_rows" ADD CONSTRAINT "tracker_rows_lwf_setup_company_fk" FOREIGN KEY ("lwf_setup_id","company_id") REFERENCES "public"."lwf_setups"("id","company_id") ON DELETE restrict ON UPDATE cascade;
