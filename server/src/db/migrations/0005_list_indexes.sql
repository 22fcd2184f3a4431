-- List search matches ILIKE '%text%' through trigram GIN indexes; sorts read (tenant_id, key, id).
-- pg_trgm is a trusted extension (PostgreSQL 13+), shipped with embedded-postgres.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "agreements_tenant_end_idx";--> statement-breakpoint
DROP INDEX "branches_tenant_name_idx";--> statement-breakpoint
CREATE INDEX "roles_name_trgm" ON "roles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_tenant_name_id_idx" ON "roles" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "roles_tenant_created_at_id_idx" ON "roles" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm" ON "users" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_firm_trgm" ON "users" USING gin ("firm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_tenant_name_id_idx" ON "users" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "users_tenant_email_id_idx" ON "users" USING btree ("tenant_id","email","id");--> statement-breakpoint
CREATE INDEX "users_tenant_created_at_id_idx" ON "users" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_tenant_access_until_id_idx" ON "users" USING btree ("tenant_id","access_until","id");--> statement-breakpoint
CREATE INDEX "users_tenant_firm_id_idx" ON "users" USING btree ("tenant_id","firm","id");--> statement-breakpoint
CREATE INDEX "districts_name_trgm" ON "districts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_name_trgm" ON "locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agreement_types_name_trgm" ON "agreement_types" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agreements_owner_name_trgm" ON "agreements" USING gin ("owner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agreements_partner_name_trgm" ON "agreements" USING gin ("partner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agreements_tenant_start_date_id_idx" ON "agreements" USING btree ("tenant_id","start_date","id");--> statement-breakpoint
CREATE INDEX "agreements_tenant_end_date_id_idx" ON "agreements" USING btree ("tenant_id","end_date","id");--> statement-breakpoint
CREATE INDEX "agreements_tenant_created_at_id_idx" ON "agreements" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "branches_name_trgm" ON "branches" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_address_trgm" ON "branches" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_tenant_name_id_idx" ON "branches" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "branches_tenant_opening_date_id_idx" ON "branches" USING btree ("tenant_id","opening_date","id");--> statement-breakpoint
CREATE INDEX "branches_tenant_head_count_id_idx" ON "branches" USING btree ("tenant_id","head_count","id");--> statement-breakpoint
CREATE INDEX "branches_tenant_created_at_id_idx" ON "branches" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_pan_trgm" ON "companies" USING gin ("pan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_gstin_trgm" ON "companies" USING gin ("gstin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_cin_trgm" ON "companies" USING gin ("cin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_tenant_name_id_idx" ON "companies" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "companies_tenant_created_at_id_idx" ON "companies" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "company_groups_name_trgm" ON "company_groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_groups_tenant_name_id_idx" ON "company_groups" USING btree ("tenant_id","name","id");--> statement-breakpoint
CREATE INDEX "company_groups_tenant_created_at_id_idx" ON "company_groups" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "edit_requests_reason_trgm" ON "edit_requests" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "edit_requests_tenant_created_at_id_idx" ON "edit_requests" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "edit_requests_tenant_status_id_idx" ON "edit_requests" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "edit_requests_tenant_record_type_id_idx" ON "edit_requests" USING btree ("tenant_id","record_type","id");