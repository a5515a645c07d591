CREATE TABLE "interaction_rollups" (
	"workspace_id" text NOT NULL,
	"grain" text NOT NULL,
	"dimension" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"workflow_id" text NOT NULL,
	"result" text NOT NULL,
	"is_test" boolean NOT NULL,
	"value" text NOT NULL,
	"org_id" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "interaction_rollups_pk" PRIMARY KEY("workspace_id","grain","dimension","bucket","workflow_id","result","is_test","value")
);
--> statement-breakpoint
CREATE TABLE "interaction_totals" (
	"workspace_id" text NOT NULL,
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"workflow_id" text NOT NULL,
	"is_test" boolean NOT NULL,
	"org_id" text NOT NULL,
	"total" integer NOT NULL,
	"accepted" integer NOT NULL,
	"rejected" integer NOT NULL,
	CONSTRAINT "interaction_totals_pk" PRIMARY KEY("workspace_id","grain","bucket","workflow_id","is_test")
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"workflow_id" text NOT NULL,
	"channel_type" text NOT NULL,
	"to_phone" text NOT NULL,
	"from_phone" text NOT NULL,
	"pcid_from_number" text,
	"original_zip" text,
	"extern_id" text,
	"phone_type" text,
	"city" text,
	"state" text,
	"zip" text,
	"timezone" text,
	"data" jsonb NOT NULL,
	"sip_call_result" jsonb,
	"validation_result" jsonb,
	"carrier" text,
	"line_type" text,
	"known_litigator_check" jsonb,
	"result" text NOT NULL,
	"reason" text,
	"is_test" boolean NOT NULL,
	"is_sip_trunk" boolean NOT NULL,
	"run_time_ms" integer NOT NULL,
	"events" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "interactions_workspace_time" ON "interactions" USING btree ("workspace_id","timestamp","id");--> statement-breakpoint
CREATE INDEX "interactions_workspace_to_time" ON "interactions" USING btree ("workspace_id","to_phone","timestamp");--> statement-breakpoint
CREATE INDEX "interactions_workspace_from_time" ON "interactions" USING btree ("workspace_id","from_phone","timestamp");--> statement-breakpoint
CREATE INDEX "interactions_workspace_extern_time" ON "interactions" USING btree ("workspace_id","extern_id","timestamp") WHERE extern_id is not null;