ALTER TABLE "email_outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_idempotency_key_unique" UNIQUE("idempotency_key");