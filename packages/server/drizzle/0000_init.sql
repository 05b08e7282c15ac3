CREATE TABLE "blade_captcha" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"expires_at" timestamp (3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_login_failure" (
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(100) NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp (3) NOT NULL,
	CONSTRAINT "blade_login_failure_tenant_id_account_pk" PRIMARY KEY("tenant_id","account")
);
--> statement-breakpoint
CREATE TABLE "blade_secret" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_client" (
	"id" bigint PRIMARY KEY NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"client_secret" varchar(256) NOT NULL,
	"resource_ids" varchar(256),
	"scope" varchar(256) DEFAULT 'all' NOT NULL,
	"authorized_grant_types" varchar(256) NOT NULL,
	"web_server_redirect_uri" varchar(256),
	"authorities" varchar(256),
	"access_token_validity" integer NOT NULL,
	"refresh_token_validity" integer NOT NULL,
	"additional_information" varchar(4096),
	"autoapprove" varchar(256),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_dept" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"ancestors" varchar(2000) DEFAULT '0' NOT NULL,
	"dept_category" integer DEFAULT 1 NOT NULL,
	"dept_name" varchar(45) NOT NULL,
	"full_name" varchar(45),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_dict" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"code" varchar(255) NOT NULL,
	"dict_key" varchar(255) NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"is_sealed" integer DEFAULT 0 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_dict_biz" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"code" varchar(255) NOT NULL,
	"dict_key" varchar(255) NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"is_sealed" integer DEFAULT 0 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"code" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"alias" varchar(255) DEFAULT 'menu' NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"source" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"action" integer DEFAULT 0 NOT NULL,
	"is_open" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255),
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_param" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"param_name" varchar(255) NOT NULL,
	"param_key" varchar(255) NOT NULL,
	"param_value" text NOT NULL,
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
CREATE TABLE "blade_post" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"post_code" varchar(12) NOT NULL,
	"post_name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "blade_role" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"role_name" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"role_alias" varchar(255) NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"menu_id" bigint NOT NULL,
	"role_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role_scope" (
	"id" bigint PRIMARY KEY NOT NULL,
	"scope_category" integer NOT NULL,
	"scope_id" bigint NOT NULL,
	"role_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_tenant" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"tenant_name" varchar(50) NOT NULL,
	"domain" varchar(255),
	"background_url" varchar(1000),
	"linkman" varchar(20),
	"contact_number" varchar(20),
	"address" varchar(255),
	"account_number" integer DEFAULT -1 NOT NULL,
	"expire_time" timestamp (3),
	"package_id" bigint,
	"datasource_id" bigint,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_tenant_package" (
	"id" bigint PRIMARY KEY NOT NULL,
	"package_name" varchar(50) NOT NULL,
	"menu_id" text DEFAULT '' NOT NULL,
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
CREATE TABLE "blade_top_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12),
	"code" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"source" varchar(255),
	"path" varchar(255),
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_top_menu_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"top_menu_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_user" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"code" varchar(12),
	"user_type" integer DEFAULT 1 NOT NULL,
	"account" varchar(45) NOT NULL,
	"password" varchar(100) NOT NULL,
	"name" varchar(20),
	"real_name" varchar(10),
	"avatar" varchar(2000),
	"email" varchar(45),
	"phone" varchar(45),
	"birthday" timestamp (3),
	"sex" integer,
	"role_id" varchar(1000) DEFAULT '' NOT NULL,
	"dept_id" varchar(1000) DEFAULT '' NOT NULL,
	"post_id" varchar(1000) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_client_client_id_idx" ON "blade_client" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "blade_menu_parent_idx" ON "blade_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "blade_param_tenant_key_idx" ON "blade_param" USING btree ("tenant_id","param_key");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_menu_uq" ON "blade_role_menu" USING btree ("role_id","menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_tenant_tenant_id_uq" ON "blade_tenant" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "blade_user_tenant_account_idx" ON "blade_user" USING btree ("tenant_id","account");