-- Hand-written (keep at regeneration): Branch's documents move onto the generic table before it goes.
INSERT INTO "record_documents" ("tenant_id", "created_at", "updated_at", "created_by", "resource", "record_id", "kind", "file_id")
SELECT "tenant_id", "updated_at", "updated_at", "created_by", 'branch', "branch_id", "kind", "file_id" FROM "branch_documents";--> statement-breakpoint
DROP TABLE "branch_documents" CASCADE;
