ALTER TABLE "roles" ADD CONSTRAINT "roles_name_length_ck" CHECK (char_length("roles"."name") between 1 and 50);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_lower_ck" CHECK ("users"."email" = lower("users"."email"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_type_ck" CHECK (type in ('admin', 'user', 'auditor'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_ck" CHECK (status in ('active', 'suspended', 'disabled'));