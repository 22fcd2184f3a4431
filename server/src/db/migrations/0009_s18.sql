DROP INDEX "due_items_tenant_branch_due_idx";--> statement-breakpoint
CREATE INDEX "due_items_tenant_branch_due_idx" ON "due_items" USING btree ("tenant_id","branch_id","due_date","id","status");