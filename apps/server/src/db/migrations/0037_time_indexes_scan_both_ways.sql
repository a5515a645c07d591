DROP INDEX "sms_messages_initial_recent";--> statement-breakpoint
DROP INDEX "sms_messages_workspace_time";--> statement-breakpoint
DROP INDEX "callbacks_workspace_time";--> statement-breakpoint
CREATE INDEX "callbacks_workspace_caller_time" ON "callbacks" USING btree ("workspace_id","caller","timestamp");--> statement-breakpoint
CREATE INDEX "callbacks_workspace_called_time" ON "callbacks" USING btree ("workspace_id","called","timestamp");--> statement-breakpoint
CREATE INDEX "sms_messages_initial_recent" ON "sms_messages" USING btree ("campaign_id","created","id") WHERE "sms_messages"."direction" = 'OUT' and "sms_messages"."kind" = 'INITIAL';--> statement-breakpoint
CREATE INDEX "sms_messages_workspace_time" ON "sms_messages" USING btree ("workspace_id","created","id");--> statement-breakpoint
CREATE INDEX "callbacks_workspace_time" ON "callbacks" USING btree ("workspace_id","timestamp","id");