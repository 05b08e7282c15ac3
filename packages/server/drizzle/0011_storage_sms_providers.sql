ALTER TABLE "blade_attach" ADD COLUMN "provider" varchar(32);--> statement-breakpoint
ALTER TABLE "blade_attach" ADD COLUMN "bucket_name" varchar(255);--> statement-breakpoint
ALTER TABLE "blade_attach" ADD COLUMN "object_key" varchar(1000);--> statement-breakpoint
ALTER TABLE "blade_attach" ADD COLUMN "content_type" varchar(255);--> statement-breakpoint
ALTER TABLE "blade_attach" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
ALTER TABLE "blade_sms" ADD COLUMN "app_id" varchar(64);--> statement-breakpoint
ALTER TABLE "blade_sms_outbox" ADD COLUMN "status" varchar(16) DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_sms_outbox" ADD COLUMN "template_id" varchar(64);--> statement-breakpoint
ALTER TABLE "blade_sms_outbox" ADD COLUMN "provider_code" varchar(100);--> statement-breakpoint
ALTER TABLE "blade_sms_outbox" ADD COLUMN "provider_message" varchar(500);--> statement-breakpoint
ALTER TABLE "blade_sms_outbox" ADD COLUMN "biz_id" varchar(100);--> statement-breakpoint
CREATE INDEX "blade_attach_name_idx" ON "blade_attach" USING btree ("name");--> statement-breakpoint
CREATE INDEX "blade_sms_outbox_phone_idx" ON "blade_sms_outbox" USING btree ("phone","create_time");