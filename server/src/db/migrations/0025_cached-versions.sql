CREATE TABLE "cached_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" uuid NOT NULL
);
