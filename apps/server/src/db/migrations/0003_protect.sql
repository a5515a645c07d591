CREATE TABLE "protect_numbers" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"number" text NOT NULL,
	"description" text,
	"business_record_id" text,
	"expected_cnam" text,
	"status" text DEFAULT 'INITIALIZING' NOT NULL,
	"status_reason" text,
	"registration_pending" boolean DEFAULT true NOT NULL,
	"registration_submitted_at" timestamp with time zone,
	"registration_ticket" text,
	"last_scan_time" timestamp with time zone,
	"risk_level" text,
	"spam_alert" boolean DEFAULT false NOT NULL,
	"spam_result" jsonb,
	"cnam_name" text,
	"cnam_invalid" boolean DEFAULT false NOT NULL,
	"ftc_complaints" integer,
	"validation_result" jsonb,
	"scan_error" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_registrations" (
	"org_id" text PRIMARY KEY NOT NULL,
	"business_id" text,
	"legal_name" text DEFAULT '' NOT NULL,
	"primary_name" text DEFAULT '' NOT NULL,
	"duns_number" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"number_of_employees" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"contact" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "protect_numbers_workspace_number" ON "protect_numbers" USING btree ("workspace_id","number");--> statement-breakpoint
CREATE INDEX "protect_numbers_workspace_scan" ON "protect_numbers" USING btree ("workspace_id","last_scan_time");