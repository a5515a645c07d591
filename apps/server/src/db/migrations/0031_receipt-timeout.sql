CREATE TABLE "sms_early_receipts" (
	"message_id" text PRIMARY KEY NOT NULL,
	"event" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "messaging_leads_awaiting_receipt" ON "messaging_leads" USING btree ("sent") WHERE "messaging_leads"."status" = 'SENT';