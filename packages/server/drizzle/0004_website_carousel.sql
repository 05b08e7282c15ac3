CREATE TABLE "blade_carousel" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"title" varchar(64) NOT NULL,
	"image_url" varchar(500) NOT NULL,
	"link_url" varchar(500),
	"sort" integer DEFAULT 1,
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
CREATE INDEX "blade_carousel_tenant_idx" ON "blade_carousel" USING btree ("tenant_id");