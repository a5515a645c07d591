CREATE TABLE "usage_alert_firings" (
	"alert_id" text NOT NULL,
	"period" text NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_alert_firings_alert_id_period_pk" PRIMARY KEY("alert_id","period")
);
--> statement-breakpoint
CREATE TABLE "usage_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"metric" text NOT NULL,
	"product" text,
	"threshold" text NOT NULL,
	"created_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_alert_firings" ADD CONSTRAINT "usage_alert_firings_alert_id_usage_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."usage_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_alerts" ADD CONSTRAINT "usage_alerts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_alerts_org" ON "usage_alerts" USING btree ("org_id");