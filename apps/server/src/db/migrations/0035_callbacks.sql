CREATE TABLE "callbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"provider_call_id" text NOT NULL,
	"caller" text NOT NULL,
	"called" text NOT NULL,
	"forwarded_to" text,
	"routing" text NOT NULL,
	"call_status" text NOT NULL,
	"billable_seconds" integer NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "callbacks_provider_call_id_unique" UNIQUE("provider_call_id")
);
--> statement-breakpoint
CREATE INDEX "callbacks_workspace_time" ON "callbacks" USING btree ("workspace_id","timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "callbacks_campaign_time" ON "callbacks" USING btree ("campaign_id","timestamp");--> statement-breakpoint
CREATE INDEX "sms_messages_workspace_time" ON "sms_messages" USING btree ("workspace_id","created" DESC NULLS LAST,"id" DESC NULLS LAST);