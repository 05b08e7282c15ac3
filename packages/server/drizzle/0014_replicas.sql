CREATE SEQUENCE "public"."blade_worker_id" INCREMENT BY 1 MINVALUE 0 MAXVALUE 1023 START WITH 0 CACHE 1 CYCLE;--> statement-breakpoint
CREATE TABLE "blade_rate_limit" (
	"key" varchar(512) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_rate_limit_expires_idx" ON "blade_rate_limit" USING btree ("expires_ms");