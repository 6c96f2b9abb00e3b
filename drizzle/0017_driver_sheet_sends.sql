CREATE TABLE "driver_sheet_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"jobs" jsonb NOT NULL,
	"text" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_sheet_sends_channel_check" CHECK ("driver_sheet_sends"."channel" in ('whatsapp', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "driver_sheet_sends" ADD CONSTRAINT "driver_sheet_sends_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_sheet_sends" ADD CONSTRAINT "driver_sheet_sends_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_sheet_sends_day_idx" ON "driver_sheet_sends" USING btree ("day","driver_id","created_at");