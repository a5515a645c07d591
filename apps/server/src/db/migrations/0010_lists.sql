CREATE TABLE "campaign_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"type" text DEFAULT 'DIALER' NOT NULL,
	"uploaded" timestamp with time zone DEFAULT now() NOT NULL,
	"file_id" text,
	"first_row" text[] DEFAULT '{}' NOT NULL,
	"row_count" integer,
	"dialer_list_id" text,
	"dialer_list_name" text,
	"imported" boolean DEFAULT false NOT NULL,
	"request" jsonb,
	"processed_by_first_name" text,
	"processed_by_last_name" text,
	"processing_start" timestamp with time zone,
	"processing_finish" timestamp with time zone,
	"processed_file_id" text,
	"output_bytes" bigint DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"metrics" jsonb NOT NULL,
	"dialer_response" text,
	"error_message" text,
	"webhook_delivered_at" timestamp with time zone,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mapping_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "campaign_leads_workspace_phone";--> statement-breakpoint
ALTER TABLE "campaign_lists" ADD CONSTRAINT "campaign_lists_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mapping_templates" ADD CONSTRAINT "mapping_templates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_lists_workspace_uploaded" ON "campaign_lists" USING btree ("workspace_id","uploaded");--> statement-breakpoint
CREATE INDEX "campaign_lists_campaign_uploaded" ON "campaign_lists" USING btree ("campaign_id","uploaded");--> statement-breakpoint
CREATE INDEX "campaign_lists_campaign_dialer_list" ON "campaign_lists" USING btree ("campaign_id","dialer_list_id");--> statement-breakpoint
CREATE INDEX "campaign_lists_workspace_finish" ON "campaign_lists" USING btree ("workspace_id","processing_finish");--> statement-breakpoint
CREATE UNIQUE INDEX "mapping_templates_workspace_name" ON "mapping_templates" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "campaign_leads_workspace_phone" ON "campaign_leads" USING btree ("workspace_id","phone" text_pattern_ops);