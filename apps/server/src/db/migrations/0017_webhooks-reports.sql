CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"webhook_id" text NOT NULL,
	"event_type" text NOT NULL,
	"campaign_id" text,
	"messaging_campaign_id" text,
	"test" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"response" text,
	"response_body" text,
	"duration_ms" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"event_type" text NOT NULL,
	"status" text NOT NULL,
	"auth_type" text NOT NULL,
	"username" text,
	"header_name" text,
	"password_sealed" text,
	"value_sealed" text,
	"signing_secret_sealed" text NOT NULL,
	"campaign_filter" text[] DEFAULT '{}' NOT NULL,
	"last_response" text,
	"last_invocation" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_downloads" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"user_id" text NOT NULL,
	"requested_by_first_name" text NOT NULL,
	"requested_by_last_name" text NOT NULL,
	"report_name" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text NOT NULL,
	"file_id" text,
	"size" bigint,
	"error_message" text,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_created" ON "webhook_deliveries" USING btree ("webhook_id","created");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created" ON "webhook_deliveries" USING btree ("created");--> statement-breakpoint
CREATE INDEX "webhooks_workspace_type" ON "webhooks" USING btree ("workspace_id","event_type");--> statement-breakpoint
CREATE INDEX "report_downloads_user_workspace_requested" ON "report_downloads" USING btree ("user_id","workspace_id","requested_at");--> statement-breakpoint
CREATE INDEX "report_downloads_status_expires" ON "report_downloads" USING btree ("status","expires_at");