-- A quote's validity date is kept only while the quote is open (decision 028): rows that left `quoted` before this lose it.
UPDATE "reservations" SET "quote_expires_at" = NULL WHERE "status" <> 'quoted';--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_quote_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_quote_check" CHECK (("reservations"."status" = 'quoted') = ("reservations"."quote_expires_at" is not null) and ("reservations"."status" <> 'quoted' or "reservations"."final_price_cents" is not null));