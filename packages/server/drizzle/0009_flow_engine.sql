CREATE TABLE "blade_process_leave" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"process_definition_id" varchar(255) NOT NULL,
	"process_instance_id" bigint,
	"start_time" timestamp (3) NOT NULL,
	"end_time" timestamp (3) NOT NULL,
	"days" integer NOT NULL,
	"reason" varchar(2000) NOT NULL,
	"task_user" varchar(255),
	"apply_time" timestamp (3),
	"create_user" bigint NOT NULL,
	"create_dept" bigint,
	"create_time" timestamp (3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_definition" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"deployment_id" bigint NOT NULL,
	"key" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"category" varchar(255),
	"version" integer NOT NULL,
	"resource_name" varchar(255) NOT NULL,
	"xml" text NOT NULL,
	"suspension_state" integer DEFAULT 1 NOT NULL,
	"deployment_time" timestamp (3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_deployment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(255) NOT NULL,
	"category" varchar(255),
	"deployment_time" timestamp (3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"instance_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"activity_id" varchar(255) NOT NULL,
	"activity_name" varchar(255),
	"activity_type" varchar(64) NOT NULL,
	"task_id" bigint,
	"assignee" bigint,
	"comment" varchar(2000),
	"start_time" timestamp (3) NOT NULL,
	"end_time" timestamp (3)
);
--> statement-breakpoint
CREATE TABLE "flow_instance" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"definition_id" varchar(255) NOT NULL,
	"business_key" varchar(255),
	"start_user" bigint NOT NULL,
	"start_time" timestamp (3) NOT NULL,
	"end_time" timestamp (3),
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"delete_reason" varchar(500),
	"engine_state" jsonb,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_model" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"model_key" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(1000),
	"version" integer DEFAULT 1 NOT NULL,
	"model_editor_xml" text NOT NULL,
	"create_user" bigint,
	"created" timestamp (3) NOT NULL,
	"last_updated" timestamp (3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_task" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"instance_id" bigint NOT NULL,
	"definition_id" varchar(255) NOT NULL,
	"activity_id" varchar(255) NOT NULL,
	"activity_name" varchar(255),
	"assignee" varchar(255),
	"candidate_users" varchar(1000),
	"candidate_groups" varchar(1000),
	"form_key" varchar(255),
	"claim_time" timestamp (3),
	"create_time" timestamp (3) NOT NULL,
	"end_time" timestamp (3),
	"completed_by" bigint,
	"outcome" varchar(32),
	"comment" varchar(2000)
);
--> statement-breakpoint
CREATE INDEX "flow_definition_key_idx" ON "flow_definition" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE INDEX "flow_history_instance_idx" ON "flow_history" USING btree ("instance_id","seq");--> statement-breakpoint
CREATE INDEX "flow_instance_tenant_idx" ON "flow_instance" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "flow_instance_start_user_idx" ON "flow_instance" USING btree ("start_user");--> statement-breakpoint
CREATE INDEX "flow_model_tenant_idx" ON "flow_model" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "flow_task_instance_idx" ON "flow_task" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "flow_task_open_idx" ON "flow_task" USING btree ("tenant_id","end_time");