-- A recipient row had three foreign keys (its notification, its user, its tenant), each
-- checked for every row a sweep inserts (28,497 at 500 registrations, 340-360 ms each:
-- bench/README.md, session s38). The notification and its tenant are now one key, which
-- also holds the row's tenant to be its notification's; the row still goes with the tenant
-- through its notification. The index comes first: the key needs it.
CREATE UNIQUE INDEX "notifications_id_tenant_uq" ON "notifications" USING btree ("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "notification_recipients" DROP CONSTRAINT "notification_recipients_notification_id_notifications_id_fk";
--> statement-breakpoint
ALTER TABLE "notification_recipients" DROP CONSTRAINT "notification_recipients_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "notification_recipients" ADD CONSTRAINT "notification_recipients_notification_fk" FOREIGN KEY ("notification_id","tenant_id") REFERENCES "public"."notifications"("id","tenant_id") ON DELETE cascade ON UPDATE no action;
