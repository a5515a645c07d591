CREATE TABLE "sandbox_cxone_codes" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_cxone_codes_expires" ON "sandbox_cxone_codes" USING btree ("expires_at");