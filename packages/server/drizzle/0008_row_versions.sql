-- Who changed a row last and when, on the tables without audit columns: update_time is the version
-- an edit sends back, so a stale save is refused there too (issue 25). Existing rows start without one.
ALTER TABLE "blade_dept" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "blade_dept" ADD COLUMN "update_time" timestamp (3);--> statement-breakpoint
ALTER TABLE "blade_dict" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "blade_dict" ADD COLUMN "update_time" timestamp (3);--> statement-breakpoint
ALTER TABLE "blade_dict_biz" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "blade_dict_biz" ADD COLUMN "update_time" timestamp (3);--> statement-breakpoint
ALTER TABLE "blade_menu" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "blade_menu" ADD COLUMN "update_time" timestamp (3);--> statement-breakpoint
ALTER TABLE "blade_region" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "blade_region" ADD COLUMN "update_time" timestamp (3);--> statement-breakpoint
ALTER TABLE "blade_role" ADD COLUMN "update_user" bigint;--> statement-breakpoint
ALTER TABLE "blade_role" ADD COLUMN "update_time" timestamp (3);