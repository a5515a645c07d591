CREATE TABLE "messaging_opt_out_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"phone" text NOT NULL,
	"campaign_id" text NOT NULL,
	"message" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved" timestamp with time zone,
	"resolved_by" text,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "messaging_opt_outs" (
	"workspace_id" text NOT NULL,
	"phone" text NOT NULL,
	"campaign_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_opt_outs_workspace_id_phone_pk" PRIMARY KEY("workspace_id","phone")
);
--> statement-breakpoint
CREATE TABLE "messaging_leads" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"list_id" text,
	"phone" text COLLATE "C" NOT NULL,
	"status" text NOT NULL,
	"status_message" text,
	"retry_after" timestamp with time zone,
	"carrier" text,
	"normalized_carrier" text,
	"zones" text[] NOT NULL,
	"sender_number" text,
	"lead_data" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent" timestamp with time zone,
	"result" text,
	"finalized" timestamp with time zone,
	"disposition_id" text,
	"disposition" text,
	"disposition_at" timestamp with time zone,
	"conversation_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_rollups" (
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "messaging_rollups_workspace_id_bucket_campaign_id_dimension_key_pk" PRIMARY KEY("workspace_id","bucket","campaign_id","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "messaging_send_leases" (
	"campaign_id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"lead_id" text NOT NULL,
	"direction" text NOT NULL,
	"author" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"segments" integer DEFAULT 1 NOT NULL,
	"carrier" text,
	"error_code" text,
	"error_message" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_rate_counters" (
	"business_record_id" text NOT NULL,
	"carrier" text NOT NULL,
	"window" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_rate_counters_business_record_id_carrier_window_window_start_pk" PRIMARY KEY("business_record_id","carrier","window","window_start")
);
--> statement-breakpoint
CREATE TABLE "sms_sender_clock" (
	"number" text PRIMARY KEY NOT NULL,
	"next_free_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "messaging_opt_out_reviews_open" ON "messaging_opt_out_reviews" USING btree ("workspace_id","resolved","created");--> statement-breakpoint
CREATE INDEX "messaging_opt_outs_created" ON "messaging_opt_outs" USING btree ("workspace_id","created");--> statement-breakpoint
CREATE INDEX "messaging_leads_ready" ON "messaging_leads" USING btree ("campaign_id","retry_after") WHERE "messaging_leads"."status" = 'READY';--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_leads_campaign_phone" ON "messaging_leads" USING btree ("campaign_id","phone") WHERE "messaging_leads"."status" not in ('INVALID', 'DUPLICATE');--> statement-breakpoint
CREATE INDEX "messaging_leads_reply" ON "messaging_leads" USING btree ("phone","sender_number");--> statement-breakpoint
CREATE INDEX "messaging_leads_list" ON "messaging_leads" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "sms_messages_lead" ON "sms_messages" USING btree ("lead_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_id" ON "sms_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_messages_queued" ON "sms_messages" USING btree ("campaign_id") WHERE "sms_messages"."status" = 'QUEUED' and "sms_messages"."direction" = 'OUT';