CREATE TABLE "sandbox_dialer_records" (
	"account_key" text NOT NULL,
	"provider" text NOT NULL,
	"dialer_campaign_id" text NOT NULL,
	"dialer_list_id" text NOT NULL,
	"position" integer NOT NULL,
	"lead_key" text NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_dialer_records_account_key_provider_dialer_campaign_id_dialer_list_id_position_pk" PRIMARY KEY("account_key","provider","dialer_campaign_id","dialer_list_id","position")
);
--> statement-breakpoint
CREATE INDEX "sandbox_dialer_records_key" ON "sandbox_dialer_records" USING btree ("account_key","provider","dialer_campaign_id","lead_key");