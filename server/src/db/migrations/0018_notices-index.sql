DROP INDEX "notices_tenant_status_due_idx";--> statement-breakpoint
CREATE INDEX "notices_tenant_status_due_idx" ON "notices" USING btree ("tenant_id",lower("status"),"reply_due_date","id");