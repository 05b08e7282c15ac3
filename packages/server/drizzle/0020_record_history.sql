CREATE TABLE "blade_record_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"resource" varchar(64) NOT NULL,
	"record_id" varchar(64) NOT NULL,
	"operation" varchar(16) NOT NULL,
	"user_id" bigint,
	"user_name" varchar(64) DEFAULT '' NOT NULL,
	"create_time" timestamp (3) NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restored_from" bigint
);
--> statement-breakpoint
CREATE INDEX "blade_record_history_record_idx" ON "blade_record_history" USING btree ("resource","record_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_record_history_time_idx" ON "blade_record_history" USING btree ("create_time");