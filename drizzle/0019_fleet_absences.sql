CREATE TABLE "fleet_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid,
	"vehicle_id" uuid,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_absences_one_resource_check" CHECK (num_nonnulls("fleet_absences"."driver_id", "fleet_absences"."vehicle_id") = 1),
	CONSTRAINT "fleet_absences_days_check" CHECK ("fleet_absences"."ends_on" >= "fleet_absences"."starts_on" and "fleet_absences"."ends_on" - "fleet_absences"."starts_on" < 366)
);
--> statement-breakpoint
ALTER TABLE "fleet_absences" ADD CONSTRAINT "fleet_absences_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_absences" ADD CONSTRAINT "fleet_absences_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_absences" ADD CONSTRAINT "fleet_absences_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_absences_ends_idx" ON "fleet_absences" USING btree ("ends_on","starts_on");