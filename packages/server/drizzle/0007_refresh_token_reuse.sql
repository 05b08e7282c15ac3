CREATE TABLE "blade_token_family" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"created_at" timestamp (3) NOT NULL,
	"expires_at" timestamp (3) NOT NULL,
	"revoked_at" timestamp (3),
	"revoke_reason" varchar(32)
);
--> statement-breakpoint
ALTER TABLE "blade_refresh_token" ADD COLUMN "rotated_at" timestamp (3);--> statement-breakpoint
ALTER TABLE "blade_refresh_token" ADD COLUMN "successor" text;--> statement-breakpoint
CREATE INDEX "blade_token_family_user_idx" ON "blade_token_family" USING btree ("user_id");--> statement-breakpoint
-- Sessions signed in before this migration become families too, so their next refresh keeps working.
INSERT INTO "blade_token_family" ("id", "user_id", "tenant_id", "client_id", "created_at", "expires_at")
SELECT "session_id", min("user_id"), min("tenant_id"), min("client_id"), now() AT TIME ZONE 'UTC', max("expires_at")
FROM "blade_refresh_token" GROUP BY "session_id";
