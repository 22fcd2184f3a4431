-- A branch made by a user limited to some branches is one of their branches
-- (organisation/assign-to-creator.ts). Branches made before that rule, which their makers
-- saw by a "made by me" rule it replaces, are assigned to them here, so nobody loses one.
UPDATE "users" u SET "branch_ids" = u."branch_ids" || made."ids", "updated_at" = now()
FROM (
	SELECT b."tenant_id", b."created_by" AS "user_id", array_agg(b."id" ORDER BY b."id") AS "ids"
	FROM "branches" b
	JOIN "users" m ON m."id" = b."created_by" AND m."tenant_id" = b."tenant_id"
	WHERE m."type" <> 'admin' AND NOT (b."id" = ANY (m."branch_ids"))
	GROUP BY b."tenant_id", b."created_by"
) made
WHERE u."id" = made."user_id" AND u."tenant_id" = made."tenant_id";
