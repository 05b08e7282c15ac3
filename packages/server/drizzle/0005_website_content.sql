CREATE TABLE "blade_contact_resource" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(64) NOT NULL,
	"lang" varchar(8) DEFAULT 'zh' NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"phone" varchar(32),
	"email" varchar(128),
	"address" varchar(255),
	"work_hours" varchar(64),
	"sort" integer DEFAULT 1,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_cooperation_message" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(32) NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"company" varchar(100),
	"phone" varchar(20) NOT NULL,
	"email" varchar(128),
	"content" text NOT NULL,
	"read_status" integer DEFAULT 0,
	"read_time" timestamp (3),
	"reply" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_develop_path" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"year" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"lang" varchar(8) DEFAULT 'zh' NOT NULL,
	"content" varchar(500),
	"image" varchar(500),
	"sort" integer DEFAULT 1,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_employee_activity" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"title" varchar(100) NOT NULL,
	"lang" varchar(8) DEFAULT 'zh' NOT NULL,
	"cover" varchar(500),
	"activity_date" timestamp (3) NOT NULL,
	"location" varchar(100),
	"summary" varchar(300),
	"content" text,
	"publish_status" integer DEFAULT 2 NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_news" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"title" varchar(120) NOT NULL,
	"lang" varchar(8) DEFAULT 'zh' NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"cover" varchar(500),
	"summary" varchar(300),
	"content" text NOT NULL,
	"author" varchar(64),
	"publish_status" integer DEFAULT 1 NOT NULL,
	"publish_time" timestamp (3),
	"sync_status" integer DEFAULT 0,
	"sync_time" timestamp (3),
	"sync_message" varchar(500),
	"sync_media_id" varchar(128),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"tracking_no" varchar(32),
	"customer_name" varchar(64) NOT NULL,
	"customer_phone" varchar(20) NOT NULL,
	"company" varchar(100),
	"pickup_region" varchar(12) NOT NULL,
	"pickup_address" varchar(255) NOT NULL,
	"delivery_region" varchar(12) NOT NULL,
	"delivery_address" varchar(255) NOT NULL,
	"receiver_name" varchar(64) NOT NULL,
	"receiver_phone" varchar(20) NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"goods_type" integer DEFAULT 1 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"weight" numeric(12, 2) NOT NULL,
	"volume" numeric(12, 2),
	"pickup_date" timestamp (3) NOT NULL,
	"order_status" integer DEFAULT 1 NOT NULL,
	"remark" varchar(500),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_product_service" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(64) NOT NULL,
	"lang" varchar(8) DEFAULT 'zh' NOT NULL,
	"icon" varchar(500),
	"summary" varchar(300) NOT NULL,
	"content" text,
	"sort" integer DEFAULT 1,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_report" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"name" varchar(64) NOT NULL,
	"dataset" varchar(32) NOT NULL,
	"chart_type" varchar(16) DEFAULT 'bar' NOT NULL,
	"range_days" integer DEFAULT 30 NOT NULL,
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
ALTER TABLE "blade_carousel" ADD COLUMN "lang" varchar(8) DEFAULT 'zh' NOT NULL;--> statement-breakpoint
CREATE INDEX "blade_contact_resource_tenant_idx" ON "blade_contact_resource" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "blade_cooperation_message_tenant_idx" ON "blade_cooperation_message" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "blade_develop_path_tenant_idx" ON "blade_develop_path" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "blade_employee_activity_tenant_idx" ON "blade_employee_activity" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "blade_news_tenant_idx" ON "blade_news" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "blade_order_tenant_idx" ON "blade_order" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_order_tracking_no_live_uq" ON "blade_order" USING btree ("tenant_id","tracking_no") WHERE "blade_order"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "blade_product_service_tenant_idx" ON "blade_product_service" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "blade_report_tenant_idx" ON "blade_report" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_report_name_live_uq" ON "blade_report" USING btree ("tenant_id","name") WHERE "blade_report"."is_deleted" = 0;