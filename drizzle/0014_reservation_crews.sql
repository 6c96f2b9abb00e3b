-- A request that needs two vans or more gets a driver and a vehicle for each (decision 037): van 1 stays on
-- the request row, vans 2 to 4 are rows here.
CREATE TABLE "reservation_crews" (
	"reservation_id" uuid NOT NULL,
	"van" integer NOT NULL,
	"driver_id" uuid,
	"vehicle_id" uuid,
	CONSTRAINT "reservation_crews_reservation_id_van_pk" PRIMARY KEY("reservation_id","van"),
	CONSTRAINT "reservation_crews_van_check" CHECK ("reservation_crews"."van" between 2 and 4)
);
--> statement-breakpoint
ALTER TABLE "reservation_crews" ADD CONSTRAINT "reservation_crews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_crews" ADD CONSTRAINT "reservation_crews_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_crews" ADD CONSTRAINT "reservation_crews_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_crews_driver_idx" ON "reservation_crews" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "reservation_crews_vehicle_idx" ON "reservation_crews" USING btree ("vehicle_id");