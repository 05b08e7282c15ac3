import type { Message } from '@blade-console/blade-schema';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import { badRequest } from '../http/envelope';
import type { WriteEvent } from './model';

/**
 * A `beforeWrite` hook rejecting a write that would give two visible rows (same tenant, not
 * deleted) the same values in `fields`, with a 400 carrying `message` (or what it says of the
 * clashing values, so the person sees which one to change).
 */
export function uniqueWithinScope(
  fields: readonly string[],
  message: Message | string | ((clash: Record<string, unknown>) => Message),
) {
  return async ({ tx, values, id, isInsert, user, model }: WriteEvent): Promise<void> => {
    const conditions: SQL[] = [];
    const clashing: Record<string, unknown> = {};
    for (const field of fields) {
      let value = values[field];
      if (value === undefined) {
        // An update that does not touch this field keeps the stored value.
        if (isInsert) return;
        const current = await model.find(tx, user, id);
        value = current?.[field];
      }
      if (value === undefined || value === null) return;
      clashing[field] = value;
      conditions.push(eq(model.column(field), value));
    }
    const [clash] = await tx
      .select({ id: model.column('id') })
      .from(model.table)
      .where(and(model.visible(user), ne(model.column('id'), id), ...conditions))
      .limit(1);
    if (clash) throw badRequest(typeof message === 'function' ? message(clashing) : message, fields[0]);
  };
}
