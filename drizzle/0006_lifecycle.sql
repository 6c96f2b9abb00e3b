ALTER TABLE "reservation_events" DROP CONSTRAINT "reservation_events_from_status_check";--> statement-breakpoint
ALTER TABLE "reservation_events" DROP CONSTRAINT "reservation_events_to_status_check";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_check";--> statement-breakpoint
ALTER TABLE "reservation_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD COLUMN "notified" boolean;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "client_token" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "change_request" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "change_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_client_token_unique" UNIQUE("client_token");--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_kind_check" CHECK ("reservation_events"."kind" in ('status', 'edit', 'client'));--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_from_status_check" CHECK ("reservation_events"."from_status" in ('new', 'confirmed', 'completed', 'cancelled', 'declined', 'quoted'));--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_to_status_check" CHECK ("reservation_events"."to_status" in ('new', 'confirmed', 'completed', 'cancelled', 'declined', 'quoted'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_check" CHECK ("reservations"."source" in ('site', 'phone', 'whatsapp', 'email', 'concierge', 'partner'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('new', 'confirmed', 'completed', 'cancelled', 'declined', 'quoted'));