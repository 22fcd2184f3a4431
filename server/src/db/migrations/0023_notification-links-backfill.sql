-- Notifications made before their links were fixed (issue 23 step 1) open where their record is now.
-- A request awaiting a decision carries the edited record's type: the notice queue opens a notice's.
UPDATE "notifications" n SET "record_type" = er."record_type"
FROM "edit_requests" er
WHERE n."module" = 'edit_request' AND n."event_key" = 'edit_request:' || er."id" || ':made';
--> statement-breakpoint
-- An outcome opens the record the requester asked to change (they may list it; the approvers' queue they may not).
UPDATE "notifications" n SET "module" = 'edit_outcome', "record_type" = er."record_type", "record_id" = er."record_id"
FROM "edit_requests" er
WHERE n."module" = 'edit_request' AND n."event_key" IN ('edit_request:' || er."id" || ':approved', 'edit_request:' || er."id" || ':rejected');
--> statement-breakpoint
-- An approval opens the item in History, where approved items live.
UPDATE "notifications" n SET "module" = 'history'
FROM "due_item_events" e
WHERE n."module" = 'due_item' AND n."event_key" = 'due_item_event:' || e."id" AND e."to_status" = 'approved';
