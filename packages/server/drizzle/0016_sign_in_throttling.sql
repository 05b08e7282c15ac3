CREATE TABLE "blade_sign_in_client" (
	"client" varchar(64) PRIMARY KEY NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp (3) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blade_login_failure" ADD COLUMN "client" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_login_failure" DROP CONSTRAINT "blade_login_failure_tenant_id_account_pk";--> statement-breakpoint
ALTER TABLE "blade_login_failure" ADD CONSTRAINT "blade_login_failure_tenant_id_account_client_pk" PRIMARY KEY("tenant_id","account","client");--> statement-breakpoint
ALTER TABLE "blade_user" ADD COLUMN "password_change_required" boolean DEFAULT false NOT NULL;
