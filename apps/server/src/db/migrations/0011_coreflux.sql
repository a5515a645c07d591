CREATE TABLE "city_utilization" (
	"campaign_id" text NOT NULL,
	"location_id" text NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"target_pool_count" integer NOT NULL,
	"active_number_count" integer DEFAULT 0 NOT NULL,
	"incomplete_order_count" integer DEFAULT 0 NOT NULL,
	"shortfall" integer DEFAULT 0 NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_utilization_campaign_id_location_id_pk" PRIMARY KEY("campaign_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "city_utilization" ADD CONSTRAINT "city_utilization_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;