CREATE TABLE "blade_mail_outbox" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"send_status" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp (3),
	"update_user" bigint,
	"update_time" timestamp (3),
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_mail_outbox_tenant_idx" ON "blade_mail_outbox" USING btree ("tenant_id","send_status");