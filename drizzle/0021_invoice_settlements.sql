ALTER TABLE "invoices" ADD COLUMN "settled_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settled_method" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settled_by_name" text;--> statement-breakpoint
-- The invoices issued as paid were settled on the day they print, recorded by whoever issued them.
UPDATE "invoices" SET "settled_on" = ("document"->'payment'->>'on')::date, "settled_method" = "document"->'payment'->>'method', "settled_by_name" = "actor_name" WHERE "kind" = 'invoice' AND ("document"->'payment'->>'paid')::boolean;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settled_check" CHECK (("invoices"."settled_on" is null) = ("invoices"."settled_method" is null) and ("invoices"."settled_on" is null or ("invoices"."kind" = 'invoice' and "invoices"."settled_method" in ('card', 'cash', 'transfer') and "invoices"."settled_by_name" is not null)));