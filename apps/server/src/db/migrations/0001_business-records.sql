CREATE TABLE "business_record_cnams" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"business_record_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_record_sms_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"business_record_id" text NOT NULL,
	"vendor_campaign_id" text NOT NULL,
	"pool_provider_type" text DEFAULT 'INFOBIP' NOT NULL,
	"name" text NOT NULL,
	"campaign_type" text NOT NULL,
	"opt_in_message" text NOT NULL,
	"opt_out_message" text NOT NULL,
	"help_message" text NOT NULL,
	"sender_number" text,
	"shortened_url" text,
	"mms_enabled" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'NOT_READY' NOT NULL,
	"vendors" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_records" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"resource_status" text DEFAULT 'ACTIVE' NOT NULL,
	"legal_name" text NOT NULL,
	"call_category" text DEFAULT 'Informational' NOT NULL,
	"calls_per_month" integer DEFAULT 10000 NOT NULL,
	"ein" text NOT NULL,
	"website" text NOT NULL,
	"phone" text NOT NULL,
	"address" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"uc_protect_branded_calling_profile_id" text,
	"sms_rate_limits" jsonb NOT NULL,
	"folder_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_record_cnams" ADD CONSTRAINT "business_record_cnams_business_record_id_business_records_id_fk" FOREIGN KEY ("business_record_id") REFERENCES "public"."business_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_record_sms_campaigns" ADD CONSTRAINT "business_record_sms_campaigns_business_record_id_business_records_id_fk" FOREIGN KEY ("business_record_id") REFERENCES "public"."business_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_records" ADD CONSTRAINT "business_records_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_record_cnams_record" ON "business_record_cnams" USING btree ("business_record_id");--> statement-breakpoint
CREATE INDEX "business_record_cnams_workspace" ON "business_record_cnams" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "business_record_sms_campaigns_record" ON "business_record_sms_campaigns" USING btree ("business_record_id");--> statement-breakpoint
CREATE INDEX "business_record_sms_campaigns_workspace" ON "business_record_sms_campaigns" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "business_records_workspace" ON "business_records" USING btree ("workspace_id","legal_name");--> statement-breakpoint
CREATE INDEX "business_records_folder" ON "business_records" USING btree ("workspace_id","folder_id");