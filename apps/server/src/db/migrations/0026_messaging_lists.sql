CREATE TABLE "messaging_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"uploaded" timestamp with time zone DEFAULT now() NOT NULL,
	"file_id" text,
	"first_row" text[] DEFAULT '{}' NOT NULL,
	"row_count" integer,
	"request" jsonb,
	"processed_by_first_name" text,
	"processed_by_last_name" text,
	"processing_start" timestamp with time zone,
	"processing_finish" timestamp with time zone,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"counters" jsonb NOT NULL,
	"carrier_break_down" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error_message" text,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messaging_lists" ADD CONSTRAINT "messaging_lists_campaign_id_messaging_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."messaging_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaging_lists_campaign_uploaded" ON "messaging_lists" USING btree ("campaign_id","uploaded");--> statement-breakpoint
CREATE INDEX "messaging_lists_workspace_uploaded" ON "messaging_lists" USING btree ("workspace_id","uploaded");