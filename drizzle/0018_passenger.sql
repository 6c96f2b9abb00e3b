ALTER TABLE "reservations" ADD COLUMN "passenger_name" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "passenger_phone" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_passenger_check" CHECK ("reservations"."passenger_phone" is null or "reservations"."passenger_name" is not null);