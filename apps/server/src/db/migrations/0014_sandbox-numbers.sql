CREATE TABLE "sandbox_cnam_registrations" (
	"number" text PRIMARY KEY NOT NULL,
	"cnam" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_numbers" (
	"number" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"location_id" text NOT NULL,
	"area_code" text NOT NULL,
	"status" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"available_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_ten_dlc_assignments" (
	"number" text PRIMARY KEY NOT NULL,
	"vendor_campaign_id" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_numbers_account_location" ON "sandbox_numbers" USING btree ("account_id","location_id");--> statement-breakpoint
CREATE INDEX "sandbox_numbers_available" ON "sandbox_numbers" USING btree ("available_at");