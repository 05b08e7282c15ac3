CREATE TABLE "blade_datasource" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"driver_class" varchar(100) NOT NULL,
	"url" varchar(500) NOT NULL,
	"username" varchar(50) NOT NULL,
	"password" varchar(50) DEFAULT '' NOT NULL,
	"remark" varchar(255),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
