CREATE TABLE "blade_refresh_token" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"expires_at" timestamp (3) NOT NULL
);
--> statement-breakpoint
DROP INDEX "blade_param_tenant_key_idx";--> statement-breakpoint
DROP INDEX "blade_user_tenant_account_idx";--> statement-breakpoint
CREATE INDEX "blade_refresh_token_user_idx" ON "blade_refresh_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blade_refresh_token_session_idx" ON "blade_refresh_token" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_client_client_id_live_uq" ON "blade_client" USING btree ("client_id") WHERE "blade_client"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_dict_code_key_live_uq" ON "blade_dict" USING btree ("code","dict_key") WHERE "blade_dict"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_dict_biz_code_key_live_uq" ON "blade_dict_biz" USING btree ("tenant_id","code","dict_key") WHERE "blade_dict_biz"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_menu_code_live_uq" ON "blade_menu" USING btree ("code") WHERE "blade_menu"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_param_tenant_key_live_uq" ON "blade_param" USING btree ("tenant_id","param_key") WHERE "blade_param"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_post_tenant_code_live_uq" ON "blade_post" USING btree ("tenant_id","post_code") WHERE "blade_post"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_tenant_account_live_uq" ON "blade_user" USING btree ("tenant_id","account") WHERE "blade_user"."is_deleted" = 0;