CREATE TABLE "messaging_campaign_events" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"campaign_status" text DEFAULT 'DRAFT' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"sender_source_type" text DEFAULT 'LONG_CODE' NOT NULL,
	"sender_source_id" text,
	"aegis_workflow_id" text,
	"run_workflow_before_send" boolean DEFAULT false NOT NULL,
	"dnc_record_sets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dispositions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"media_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule" jsonb NOT NULL,
	"webhooks" jsonb NOT NULL,
	"notifications" jsonb NOT NULL,
	"rejection_reason" text,
	"folder_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "messaging_campaign_events_campaign" ON "messaging_campaign_events" USING btree ("campaign_id","timestamp");--> statement-breakpoint
CREATE INDEX "messaging_campaigns_workspace" ON "messaging_campaigns" USING btree ("workspace_id","status");