ALTER TABLE "reservations" DROP CONSTRAINT "reservations_passengers_check";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_luggage_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "trip_type" text DEFAULT 'oneWay' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "stops" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "return_date" date;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "return_time" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hire_hours" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hire_full_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "extras" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "name_board" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "vehicle" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "vehicles" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "departure_kind" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "arrival_kind" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_trip_type_check" CHECK ("reservations"."trip_type" in ('oneWay', 'return', 'hourly'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_return_check" CHECK (("reservations"."trip_type" = 'return') = ("reservations"."return_date" is not null and "reservations"."return_time" is not null));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_return_time_check" CHECK ("reservations"."return_time" ~ '^([01][0-9]|2[0-3]):(00|15|30|45)$');--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hire_check" CHECK (("reservations"."trip_type" = 'hourly') = ("reservations"."hire_full_day" or "reservations"."hire_hours" is not null));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hire_hours_check" CHECK ("reservations"."hire_hours" between 1 and 24);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicle_check" CHECK ("reservations"."vehicle" in ('standard', 'larger'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vehicles_check" CHECK ("reservations"."vehicles" between 0 and 4);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_passengers_check" CHECK ("reservations"."passengers" between 1 and 60);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_luggage_check" CHECK ("reservations"."luggage" between 0 and 80);