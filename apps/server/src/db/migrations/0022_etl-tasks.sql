CREATE TABLE "etl_executions" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"task_id" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text NOT NULL,
	"status_message" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"success" integer DEFAULT 0 NOT NULL,
	"failure" integer DEFAULT 0 NOT NULL,
	"cursor" text,
	"core_campaigns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_campaigns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result_file_id" text
);
--> statement-breakpoint
CREATE TABLE "etl_task_events" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etl_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"workflow_id" text,
	"record_set_id" text,
	"phone_attribute" text,
	"zip_code_attribute" text,
	"auto_delete_records" boolean DEFAULT true NOT NULL,
	"max_records" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DISABLED' NOT NULL,
	"schedule_timezone" text NOT NULL,
	"frequency_duration" integer DEFAULT 1 NOT NULL,
	"frequency_unit" text DEFAULT 'DAYS' NOT NULL,
	"schedule" jsonb NOT NULL,
	"folder_id" text,
	"last_run_time" timestamp with time zone,
	"next_run_time" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "etl_executions_task" ON "etl_executions" USING btree ("task_id","created");--> statement-breakpoint
CREATE INDEX "etl_executions_status" ON "etl_executions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "etl_task_events_task" ON "etl_task_events" USING btree ("task_id","timestamp");--> statement-breakpoint
CREATE INDEX "etl_tasks_workspace" ON "etl_tasks" USING btree ("workspace_id","status");--> statement-breakpoint
CREATE INDEX "etl_tasks_due" ON "etl_tasks" USING btree ("next_run_time");