CREATE TABLE "blade_log_api_count" (
	"day" date NOT NULL,
	"method" varchar(10) NOT NULL,
	"route" varchar(255) NOT NULL,
	"status" integer NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "blade_log_api_count_day_method_route_status_pk" PRIMARY KEY("day","method","route","status")
);
--> statement-breakpoint
CREATE INDEX "blade_log_api_time_idx" ON "blade_log_api" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "blade_log_error_time_idx" ON "blade_log_error" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "blade_log_usual_time_idx" ON "blade_log_usual" USING btree ("create_time");