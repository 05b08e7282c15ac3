import { type FieldDef, type ResourceDef, requiredFields } from '@blade-console/blade-schema';
import { type TSchema, Type } from 'typebox';
import type { AccessClaims } from '../../auth/jwt';
import { fieldSchema } from '../../crud/resource';
import type { DbOrTx } from '../../db/connection';
import { PUBLIC_WRITE_LIMIT } from '../../http/rate-limit';
import type { FastifyTypeBox } from '../../http/schemas';
import { siteTenantOf } from './site-tenant';

/**
 * The claims a public write (an order booked on /order, a message from the join-us page) runs
 * under: the tenant of the site's address and nobody else. No user, dept or role, so the audit
 * columns stay empty and no role check could ever pass with them.
 */
export function visitorClaims(tenantId: string): AccessClaims {
  return {
    token_type: 'access_token',
    client_id: '',
    tenant_id: tenantId,
    user_id: '',
    role_id: '',
    role_name: '',
    dept_id: '',
    post_id: '',
    account: '',
    user_name: '',
    nick_name: '',
    real_name: '',
    oauth_id: '',
    session_id: '',
  };
}

/** The fields of `body` named in `fields`, and nothing else (what a visitor may set). */
export function pick(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => field in body).map((field) => [field, body[field]]));
}

/** What a public form of the site posts, and how its route is described. */
export interface VisitorFormSpec {
  path: string;
  tag: string;
  summary: string;
  /** The resource the form writes a row of, whose rules check each field. */
  resource: ResourceDef;
  /** The fields a visitor may fill in (the resource's required ones must be sent). */
  fields: readonly string[];
  response: Record<number, TSchema>;
}

/**
 * A public form's route (an order booked on /order, a message from the join-us page): a POST
 * without a token, rate-limited per client, whose body is the visitor's fields with the
 * definition's rules (other keys are ignored). `write` gets the claims of the tenant of the
 * site's address and only those fields, and answers the reply.
 */
export function visitorFormRoute(
  app: FastifyTypeBox,
  db: DbOrTx,
  spec: VisitorFormSpec,
  write: (claims: AccessClaims, values: Record<string, unknown>) => Promise<unknown>,
): void {
  const fields = spec.resource.fields as Record<string, FieldDef>;
  const required = new Set(requiredFields(spec.resource));
  const body = Type.Object(
    Object.fromEntries(
      spec.fields.map((name) => {
        const schema = fieldSchema(fields[name] as FieldDef);
        return [name, required.has(name) ? schema : Type.Optional(schema)];
      }),
    ),
  );
  app.post(
    spec.path,
    {
      config: { rateLimit: PUBLIC_WRITE_LIMIT },
      schema: { tags: [spec.tag], summary: spec.summary, body, response: spec.response },
    },
    async (request) => {
      const claims = visitorClaims(await siteTenantOf(db, request));
      return write(claims, pick(request.body, spec.fields));
    },
  );
}
