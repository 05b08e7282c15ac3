CREATE TABLE "blade_notice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"title" varchar(255) NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"release_time" timestamp (3),
	"content" text DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_log_api" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(32),
	"server_host" varchar(255),
	"server_ip" varchar(255),
	"env" varchar(255),
	"method" varchar(10),
	"request_uri" varchar(2000),
	"user_agent" varchar(1000),
	"remote_ip" varchar(255),
	"method_class" varchar(255),
	"method_name" varchar(255),
	"params" text,
	"create_by" varchar(64),
	"create_time" timestamp (3) NOT NULL,
	"type" varchar(1) DEFAULT '1' NOT NULL,
	"title" varchar(255),
	"time" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "blade_log_error" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(32),
	"server_host" varchar(255),
	"server_ip" varchar(255),
	"env" varchar(255),
	"method" varchar(10),
	"request_uri" varchar(2000),
	"user_agent" varchar(1000),
	"remote_ip" varchar(255),
	"method_class" varchar(255),
	"method_name" varchar(255),
	"params" text,
	"create_by" varchar(64),
	"create_time" timestamp (3) NOT NULL,
	"stack_trace" text,
	"exception_name" varchar(255),
	"message" text,
	"line_number" integer,
	"file_name" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "blade_log_usual" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"service_id" varchar(32),
	"server_host" varchar(255),
	"server_ip" varchar(255),
	"env" varchar(255),
	"method" varchar(10),
	"request_uri" varchar(2000),
	"user_agent" varchar(1000),
	"remote_ip" varchar(255),
	"method_class" varchar(255),
	"method_name" varchar(255),
	"params" text,
	"create_by" varchar(64),
	"create_time" timestamp (3) NOT NULL,
	"log_level" varchar(10),
	"log_id" varchar(100),
	"log_data" text,
	"time" timestamp (3)
);
--> statement-breakpoint
CREATE TABLE "blade_attach" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"link" varchar(1000) NOT NULL,
	"domain_url" varchar(500),
	"name" varchar(500) NOT NULL,
	"original_name" varchar(500) NOT NULL,
	"extension" varchar(12),
	"attach_size" bigint,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_oss" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"oss_code" varchar(32),
	"category" integer DEFAULT 1 NOT NULL,
	"endpoint" varchar(255) NOT NULL,
	"access_key" varchar(255) NOT NULL,
	"secret_key" varchar(255) NOT NULL,
	"bucket_name" varchar(255) NOT NULL,
	"app_id" varchar(255),
	"region" varchar(255),
	"remark" varchar(255),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_sms" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"sms_code" varchar(32),
	"template_id" varchar(64) NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"access_key" varchar(255) NOT NULL,
	"secret_key" varchar(255) NOT NULL,
	"region_id" varchar(255),
	"sign_name" varchar(64) NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_sms_outbox" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"sms_code" varchar(32) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"params" text DEFAULT '{}' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp (3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_region" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"parent_code" varchar(12) NOT NULL,
	"ancestors" varchar(255) DEFAULT '' NOT NULL,
	"name" varchar(32) NOT NULL,
	"province_code" varchar(12),
	"province_name" varchar(32),
	"city_code" varchar(12),
	"city_name" varchar(32),
	"district_code" varchar(12),
	"district_name" varchar(32),
	"town_code" varchar(12),
	"town_name" varchar(32),
	"village_code" varchar(12),
	"village_name" varchar(32),
	"level" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "blade_scope_api" (
	"id" bigint PRIMARY KEY NOT NULL,
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(255) NOT NULL,
	"scope_name" varchar(255) NOT NULL,
	"scope_path" varchar(255) NOT NULL,
	"scope_type" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_scope_data" (
	"id" bigint PRIMARY KEY NOT NULL,
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(255) NOT NULL,
	"scope_name" varchar(255) NOT NULL,
	"scope_field" varchar(255),
	"scope_class" varchar(500) DEFAULT '' NOT NULL,
	"scope_column" varchar(255),
	"scope_type" integer DEFAULT 1 NOT NULL,
	"scope_value" varchar(2000),
	"remark" varchar(255),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_seed_step" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"applied_at" timestamp (3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_user_oauth" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"uuid" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"username" varchar(45),
	"source" varchar(32),
	"create_time" timestamp (3)
);
--> statement-breakpoint
CREATE TABLE "blade_user_platform" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"user_type" integer NOT NULL,
	"user_ext" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_notice_tenant_idx" ON "blade_notice" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "blade_log_api_tenant_time_idx" ON "blade_log_api" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_log_error_tenant_time_idx" ON "blade_log_error" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_log_usual_tenant_time_idx" ON "blade_log_usual" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_sms_outbox_tenant_idx" ON "blade_sms_outbox" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_region_parent_idx" ON "blade_region" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "blade_scope_api_menu_idx" ON "blade_scope_api" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "blade_scope_data_menu_idx" ON "blade_scope_data" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_oauth_uq" ON "blade_user_oauth" USING btree ("tenant_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_platform_uq" ON "blade_user_platform" USING btree ("user_id","user_type");