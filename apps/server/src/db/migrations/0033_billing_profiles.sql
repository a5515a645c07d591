CREATE TABLE "billing_profiles" (
	"org_id" text PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "commission_agents" (
	"id" text PRIMARY KEY NOT NULL,
	"accounting_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;