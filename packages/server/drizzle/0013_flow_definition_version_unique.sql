-- Two deployments of one key that raced before this index may share a version: the later ones move
-- past the key's latest version (their ids, which instances refer to, stay as they are).
UPDATE "flow_definition" AS d SET "version" = moved.version
FROM (
  SELECT extra.id,
    latest.version + row_number() OVER (PARTITION BY extra.tenant_id, extra.key ORDER BY extra.deployment_time, extra.id) AS version
  FROM (
    SELECT id, tenant_id, key, deployment_time,
      row_number() OVER (PARTITION BY tenant_id, key, version ORDER BY deployment_time, id) AS nth
    FROM "flow_definition"
  ) AS extra
  JOIN (SELECT tenant_id, key, max(version) AS version FROM "flow_definition" GROUP BY tenant_id, key) AS latest
    ON latest.tenant_id = extra.tenant_id AND latest.key = extra.key
  WHERE extra.nth > 1
) AS moved
WHERE d.id = moved.id;--> statement-breakpoint
DROP INDEX "flow_definition_key_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "flow_definition_version_uq" ON "flow_definition" USING btree ("tenant_id","key","version");
