-- The kinds of event a person has turned off in Notification Settings ("which events notify").
-- Stored as those turned off, so a kind added later reaches everyone until they turn it off too.
ALTER TABLE "notification_settings" ADD COLUMN "muted_events" text[] DEFAULT '{}'::text[] NOT NULL;
