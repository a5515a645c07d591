CREATE TABLE "sandbox_dialer_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"provider" text NOT NULL,
	"dialer_campaign_id" text NOT NULL,
	"dialer_list_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_dialer_records" (
	"list_id" integer NOT NULL,
	"position" integer NOT NULL,
	"lead_key" bigint NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_dialer_records_list_id_position_pk" PRIMARY KEY("list_id","position")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_dialer_lists_scope" ON "sandbox_dialer_lists" USING btree ("account_key","provider","dialer_campaign_id","dialer_list_id");--> statement-breakpoint
CREATE INDEX "sandbox_dialer_records_key" ON "sandbox_dialer_records" USING btree ("list_id","lead_key");