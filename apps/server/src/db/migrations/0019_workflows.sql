CREATE TABLE "workflow_revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"workflow_id" text NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"flow" jsonb NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"folder_id" text,
	"flow" jsonb NOT NULL,
	"draft" boolean DEFAULT true NOT NULL,
	"published_flow" jsonb,
	"published_timestamp" timestamp with time zone,
	"revision_count" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_revisions_number" ON "workflow_revisions" USING btree ("workflow_id","number");--> statement-breakpoint
CREATE INDEX "workflows_workspace" ON "workflows" USING btree ("workspace_id","deleted");--> statement-breakpoint
CREATE INDEX "workflows_folder" ON "workflows" USING btree ("workspace_id","folder_id");