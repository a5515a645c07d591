DROP INDEX "campaign_leads_campaign_phone";--> statement-breakpoint
CREATE INDEX "campaign_leads_campaign" ON "campaign_leads" USING btree ("campaign_id","id");