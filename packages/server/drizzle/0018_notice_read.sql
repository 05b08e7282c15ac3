CREATE TABLE "blade_notice_read" (
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"notice_id" bigint NOT NULL,
	"read_time" timestamp (3) NOT NULL,
	CONSTRAINT "blade_notice_read_tenant_id_user_id_notice_id_pk" PRIMARY KEY("tenant_id","user_id","notice_id")
);
