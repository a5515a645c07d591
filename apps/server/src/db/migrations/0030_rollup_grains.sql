CREATE TABLE "messaging_rollups_daily" (
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "messaging_rollups_daily_workspace_id_bucket_campaign_id_dimension_key_pk" PRIMARY KEY("workspace_id","bucket","campaign_id","dimension","key")
);
--> statement-breakpoint
CREATE TABLE "messaging_rollups_hourly" (
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "messaging_rollups_hourly_workspace_id_bucket_campaign_id_dimension_key_pk" PRIMARY KEY("workspace_id","bucket","campaign_id","dimension","key")
);
--> statement-breakpoint
INSERT INTO "messaging_rollups_hourly" ("workspace_id", "campaign_id", "bucket", "dimension", "key", "count")
  SELECT "workspace_id", "campaign_id", date_trunc('hour', "bucket", 'UTC'), "dimension", "key", sum("count")::int FROM "messaging_rollups" WHERE "dimension" = 'activity' GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "messaging_rollups_daily" ("workspace_id", "campaign_id", "bucket", "dimension", "key", "count")
  SELECT "workspace_id", "campaign_id", date_trunc('day', "bucket", 'UTC'), "dimension", "key", sum("count")::int FROM "messaging_rollups" GROUP BY 1, 2, 3, 4, 5;
