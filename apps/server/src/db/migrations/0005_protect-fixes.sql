CREATE TABLE "protect_withdrawals" (
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"number" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protect_withdrawals_workspace_id_number_pk" PRIMARY KEY("workspace_id","number")
);
--> statement-breakpoint
ALTER TABLE "protect_numbers" ADD COLUMN "registration_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protect_numbers" ADD COLUMN "last_scan_attempt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protect_numbers" ADD COLUMN "alerted_risk" text;