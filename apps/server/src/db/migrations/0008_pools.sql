CREATE TABLE "pool_leases" (
	"campaign_id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pool_numbers" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"number" text NOT NULL,
	"source" text DEFAULT 'ORDERED' NOT NULL,
	"location_id" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"area_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"status" text NOT NULL,
	"cnam" text,
	"cnam_status" text,
	"cnam_error" text,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"first_used" timestamp with time zone,
	"last_used_day" text,
	"day_count" integer DEFAULT 0 NOT NULL,
	"risk_level" text,
	"spam_score" integer,
	"last_scan_at" timestamp with time zone,
	"aged_at" timestamp with time zone,
	"retired_reason" text,
	"released_at" timestamp with time zone,
	"app_to_person_campaign_id" text,
	"app_to_person_status" text,
	"app_to_person_failure_reason" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pool_numbers" ADD CONSTRAINT "pool_numbers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pool_numbers_workspace_prefix" ON "pool_numbers" USING btree ("workspace_id","number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pool_numbers_campaign_status" ON "pool_numbers" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "pool_numbers_campaign_area_code" ON "pool_numbers" USING btree ("campaign_id","area_code");--> statement-breakpoint
CREATE INDEX "pool_numbers_status_aged" ON "pool_numbers" USING btree ("status","aged_at");--> statement-breakpoint
CREATE INDEX "pool_numbers_workspace_aged" ON "pool_numbers" USING btree ("workspace_id","aged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_numbers_live_number" ON "pool_numbers" USING btree ("number") WHERE "pool_numbers"."status" <> 'DELETED';