CREATE TABLE "billing_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"period" text NOT NULL,
	"description" text NOT NULL,
	"units" integer NOT NULL,
	"rate" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "billing_statements" (
	"org_id" text NOT NULL,
	"period" text NOT NULL,
	"lines" jsonb NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_statements_org_id_period_pk" PRIMARY KEY("org_id","period")
);
--> statement-breakpoint
CREATE TABLE "usage_hourly" (
	"org_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"product" text NOT NULL,
	"workspace_id" text NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "usage_hourly_org_id_hour_product_workspace_id_pk" PRIMARY KEY("org_id","hour","product","workspace_id")
);
--> statement-breakpoint
CREATE TABLE "usage_ledger" (
	"org_id" text NOT NULL,
	"key" text NOT NULL,
	"workspace_id" text,
	"product" text NOT NULL,
	"quantity" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "usage_ledger_org_id_key_pk" PRIMARY KEY("org_id","key")
);
--> statement-breakpoint
ALTER TABLE "billing_adjustments" ADD CONSTRAINT "billing_adjustments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_statements" ADD CONSTRAINT "billing_statements_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_adjustments_org_period" ON "billing_adjustments" USING btree ("org_id","period");