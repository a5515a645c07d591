-- The rollups' primary keys also carry their counts (INCLUDE), so the dashboard's and call search's reads of the
-- rollups are index-only scans: they never visit the tables' pages. Drizzle cannot express INCLUDE; the key columns
-- are the ones interactions.tables.ts declares.
ALTER TABLE "interaction_totals" DROP CONSTRAINT "interaction_totals_pk";--> statement-breakpoint
ALTER TABLE "interaction_totals" ADD CONSTRAINT "interaction_totals_pk" PRIMARY KEY ("workspace_id","grain","bucket","workflow_id","is_test") INCLUDE ("total","accepted","rejected");--> statement-breakpoint
ALTER TABLE "interaction_rollups" DROP CONSTRAINT "interaction_rollups_pk";--> statement-breakpoint
ALTER TABLE "interaction_rollups" ADD CONSTRAINT "interaction_rollups_pk" PRIMARY KEY ("workspace_id","grain","dimension","bucket","workflow_id","result","is_test","value") INCLUDE ("count");
