-- A deleted branch now leaves every person's branch list in the delete's transaction
-- (people/branch-lists.ts). Ids left behind by deletes before that, and any id that names
-- no branch of the person's own tenant, are removed here, each person's change an entry
-- of their history as the delete now writes it (no actor: the installation made it).
WITH "stale" AS (
	SELECT u."id", u."tenant_id", u."is_external", u."branch_ids" AS "before",
		coalesce((
			SELECT array_agg(k."id" ORDER BY k."n") FROM unnest(u."branch_ids") WITH ORDINALITY AS k("id", "n")
			WHERE EXISTS (SELECT 1 FROM "branches" b WHERE b."id" = k."id" AND b."tenant_id" = u."tenant_id")
		), '{}'::int[]) AS "after"
	FROM "users" u
	WHERE EXISTS (
		SELECT 1 FROM unnest(u."branch_ids") AS k("id")
		WHERE NOT EXISTS (SELECT 1 FROM "branches" b WHERE b."id" = k."id" AND b."tenant_id" = u."tenant_id")
	)
), "fixed" AS (
	UPDATE "users" u SET "branch_ids" = s."after", "updated_at" = now()
	FROM "stale" s WHERE u."id" = s."id"
	RETURNING u."id"
)
INSERT INTO "audit_entries" ("tenant_id", "actor_id", "resource", "record_id", "action", "changes", "remark")
SELECT s."tenant_id", NULL, CASE WHEN s."is_external" THEN 'external-user' ELSE 'user' END, s."id", 'update',
	jsonb_build_array(jsonb_build_object('field', 'branch_ids', 'before', to_jsonb(s."before"), 'after', to_jsonb(s."after"))),
	'Branches that no longer exist removed'
FROM "stale" s JOIN "fixed" f ON f."id" = s."id";
