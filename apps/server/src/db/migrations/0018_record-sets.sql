CREATE TABLE "record_set_records" (
	"record_set_id" text COLLATE "C" NOT NULL,
	"key" text COLLATE "C" NOT NULL,
	"attributes" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "record_set_records_record_set_id_key_pk" PRIMARY KEY("record_set_id","key")
);
--> statement-breakpoint
CREATE TABLE "record_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"ttl_enabled" boolean DEFAULT true NOT NULL,
	"ttl_duration" integer DEFAULT 365 NOT NULL,
	"ttl_unit" text DEFAULT 'DAYS' NOT NULL,
	"ttl_time_zone" text,
	"strict_phone_key" boolean DEFAULT true NOT NULL,
	"attributes" jsonb NOT NULL,
	"folder_id" text,
	"record_count" integer DEFAULT 0 NOT NULL,
	"record_count_updated" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "record_set_records_expiry" ON "record_set_records" USING btree ("expires_at") WHERE "record_set_records"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "record_sets_workspace" ON "record_sets" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "record_sets_workspace_name" ON "record_sets" USING btree ("workspace_id",lower("name")) WHERE "record_sets"."status" = 'ACTIVE';