CREATE TABLE "campaign_events" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"provisioning_type" text NOT NULL,
	"forwarding_number" text,
	"forward_via_sip_trunk" boolean DEFAULT false NOT NULL,
	"default_mapping_template" text,
	"business_identity_id" text,
	"dialer_campaign_id" text,
	"dialer_campaign_name" text,
	"is_managed" boolean DEFAULT false NOT NULL,
	"folder_id" text,
	"next_sentry" timestamp with time zone,
	"sentry_age" integer DEFAULT 60 NOT NULL,
	"enable_full_sentry_replacement" boolean DEFAULT false NOT NULL,
	"force_full_coverage_sentry" boolean DEFAULT false NOT NULL,
	"enable_elastic_scaling" boolean DEFAULT false NOT NULL,
	"full_coverage_number_count" integer DEFAULT 1 NOT NULL,
	"provisioning_profile_id" text,
	"reimport_interval" integer DEFAULT 45 NOT NULL,
	"last_import_at" timestamp with time zone,
	"coverage_area_codes" text[] DEFAULT '{}' NOT NULL,
	"coverage_states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"messaging_config" jsonb NOT NULL,
	"validation_data_mapping" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"elastic_config" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "campaign_leads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"list_id" text,
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"zip" text,
	"state" text,
	"caller_id" text,
	"unique_id" text,
	"loaded" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_time" ON "campaign_events" USING btree ("campaign_id","timestamp");--> statement-breakpoint
CREATE INDEX "campaigns_workspace" ON "campaigns" USING btree ("workspace_id","name");--> statement-breakpoint
CREATE INDEX "campaigns_folder" ON "campaigns" USING btree ("workspace_id","folder_id");--> statement-breakpoint
CREATE INDEX "campaigns_next_sentry" ON "campaigns" USING btree ("next_sentry");--> statement-breakpoint
CREATE INDEX "campaign_leads_workspace_phone" ON "campaign_leads" USING btree ("workspace_id","phone");--> statement-breakpoint
CREATE INDEX "campaign_leads_campaign_phone" ON "campaign_leads" USING btree ("campaign_id","phone");--> statement-breakpoint
CREATE INDEX "campaign_leads_caller_id" ON "campaign_leads" USING btree ("workspace_id","caller_id","loaded");--> statement-breakpoint
CREATE INDEX "campaign_leads_list" ON "campaign_leads" USING btree ("list_id");