import type { BladeEvent } from '@blade-console/blade-client/types';
import type { AccessClaims } from '../auth/jwt';
import { isAdmin, isSuperAdmin } from '../auth/jwt';
import type { AppContext } from '../context';
import { historyEntry } from '../history/registry';
import { mayWorkOn } from '../services/flow/assignees';
import type { EventNotice } from './publish';

/**
 * Whether a person hears of an event, by the rules that would let them read it: a record's by its
 * resource's detail route (the role its routes ask, the API scopes on the detail path, the tenant,
 * and the data scope of the record itself — history's rules, src/history/routes.ts); a task's when
 * it waits for them (assigned, or offered to them or their role) in their tenant.
 */
export async function mayHear(ctx: AppContext, user: AccessClaims, notice: EventNotice): Promise<boolean> {
  if (notice.kind === 'task') return notice.tenant === user.tenant_id && mayWorkOn(user, notice);
  const entry = historyEntry(ctx.db, notice.resource);
  if (!entry) return false;
  if (entry.tenantScoped && notice.tenant !== user.tenant_id) return false;
  if (entry.access === 'admin' && !isAdmin(user)) return false;
  if (entry.access === 'super' && !isSuperAdmin(user)) return false;
  if (!(await ctx.apiScopes.allows(user, entry.detailPath))) return false;
  try {
    // The record's own data scope (a removed record's too), as its history is read.
    await entry.see(ctx.db, user, notice.id);
    return true;
  } catch {
    return false;
  }
}

/** The event as its hearer receives it: what happened and who did it, nothing of the tenant's. */
export function wireEvent(notice: EventNotice): BladeEvent {
  if (notice.kind === 'task') return { type: 'task', taskId: notice.taskId, name: notice.name };
  return {
    type: 'record',
    resource: notice.resource,
    id: notice.id,
    operation: notice.operation,
    by: { id: notice.byId, name: notice.byName },
  };
}
