-- Every write to a table an in-process cache holds gives the cache a new version
-- (src/lib/versioned-cache.ts reads it on each use): a random one, so that no later write
-- can repeat it, whether the first rolled back or the database was restored elsewhere.
-- A statement trigger costs one row however many rows the statement writes. OR REPLACE:
-- a failed restore drops the tables (and with them the triggers) and replays this again.
CREATE OR REPLACE FUNCTION "bump_cached_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "cached_versions" ("name", "version") VALUES (TG_ARGV[0], gen_random_uuid())
	ON CONFLICT ("name") DO UPDATE SET "version" = excluded."version";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "statutory_facts_cached_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "statutory_facts"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_cached_version"('statutory');--> statement-breakpoint
CREATE TRIGGER "late_payment_rules_cached_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "late_payment_rules"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_cached_version"('statutory');--> statement-breakpoint
CREATE TRIGGER "states_cached_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "states"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_cached_version"('statutory');
