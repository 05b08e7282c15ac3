CREATE TABLE "blade_auth_code" (
	"id" bigint PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"subject" varchar(64) NOT NULL,
	"client_ip" varchar(64) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp (3) NOT NULL,
	"used_at" timestamp (3),
	"create_time" timestamp (3) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_auth_code_subject_idx" ON "blade_auth_code" USING btree ("kind","tenant_id","subject","create_time");--> statement-breakpoint
CREATE INDEX "blade_auth_code_client_idx" ON "blade_auth_code" USING btree ("kind","client_ip","create_time");