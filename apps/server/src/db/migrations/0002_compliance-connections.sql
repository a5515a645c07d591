CREATE TABLE "ftc_sans" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"ftc_org_name" text NOT NULL,
	"ftc_org_id" text NOT NULL,
	"ftc_san" text NOT NULL,
	"expires" date,
	"full_coverage" boolean DEFAULT true NOT NULL,
	"area_codes" text[] DEFAULT '{}' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branded_calling_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"label" text NOT NULL,
	"caller_name_short" text NOT NULL,
	"caller_name_long" text NOT NULL,
	"legal_name" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"call_purpose" text NOT NULL,
	"business_category" text NOT NULL,
	"tmo_business_category" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rnd_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"company_number" text NOT NULL,
	"company_name" text NOT NULL,
	"api_token" text NOT NULL,
	"resource_status" text DEFAULT 'ACTIVE' NOT NULL,
	"token_valid" boolean DEFAULT false NOT NULL,
	"refresh_token_valid" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "active_prospect_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"company_name" text NOT NULL,
	"api_key" text NOT NULL,
	"resource_status" text DEFAULT 'ACTIVE' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verisk_connections" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"company_name" text NOT NULL,
	"api_key" text NOT NULL,
	"resource_status" text DEFAULT 'ACTIVE' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"feature" text NOT NULL,
	"requested_by" text NOT NULL,
	"sent_to" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ftc_sans_workspace" ON "ftc_sans" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ftc_sans_workspace_san" ON "ftc_sans" USING btree ("workspace_id","ftc_san");--> statement-breakpoint
CREATE INDEX "branded_calling_profiles_workspace" ON "branded_calling_profiles" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "rnd_connections_workspace" ON "rnd_connections" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rnd_connections_workspace_company" ON "rnd_connections" USING btree ("workspace_id","company_number");--> statement-breakpoint
CREATE INDEX "active_prospect_connections_workspace" ON "active_prospect_connections" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "verisk_connections_workspace" ON "verisk_connections" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "feature_requests_workspace_feature" ON "feature_requests" USING btree ("workspace_id","feature");