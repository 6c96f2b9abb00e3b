-- Driver, vehicle and meeting-point changes get a kind of their own in the history (they were 'status' rows
-- from a status to itself, titled "Confirmée → Confirmée"); the rows written so far are recognised by their note.
ALTER TABLE "reservation_events" DROP CONSTRAINT "reservation_events_kind_check";--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_kind_check" CHECK ("reservation_events"."kind" in ('status', 'edit', 'client', 'assignment'));--> statement-breakpoint
UPDATE "reservation_events" SET "kind" = 'assignment' WHERE "kind" = 'status' AND "from_status" = "to_status" AND "note" ~ '^Attribution( retirée$|.: )';
