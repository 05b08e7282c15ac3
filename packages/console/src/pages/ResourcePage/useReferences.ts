import type { RefTarget, ResourceDef } from '@blade-console/blade-schema';
import type { CrudTreeOption } from '@blade-console/ui';
import { useMemo } from 'react';
import { useList, useQuery, useTreeNodes } from '../../data/hooks';

/** The reference targets a resource's fields name. */
export function referenceTargets(resource: ResourceDef): Set<RefTarget> {
  return new Set(Object.values(resource.fields).flatMap((field) => (field.ref ? [field.ref] : [])));
}

/** As many people as a picker lists; a row naming someone further on still shows the name the server adds. */
const USERS_LISTED = 500;

/**
 * The rows each reference field of the resource chooses from, by target, through the same cached
 * calls the hand-written pages use (the department and role trees, the post and user lists; the
 * region tree loads in its own control). Targets the resource does not name are not loaded.
 */
export function useReferences(resource: ResourceDef): Partial<Record<RefTarget, readonly CrudTreeOption[]>> {
  const targets = useMemo(() => referenceTargets(resource), [resource]);
  const depts = useTreeNodes('system.dept.tree', targets.has('dept') ? [] : null);
  const roles = useTreeNodes('system.role.tree', targets.has('role') ? [] : null);
  const { data: posts } = useQuery('system.post.select', targets.has('post') ? [] : null);
  const users = useList('user.list', targets.has('user') ? { current: 1, size: USERS_LISTED } : null).data
    ?.records;
  return useMemo(
    () => ({
      dept: depts,
      role: roles,
      post: (Array.isArray(posts) ? posts : []).map((post) => ({
        value: String(post.id),
        label: post.postName,
      })),
      user: (users ?? []).map((user) => ({ value: String(user.id), label: user.realName || user.account })),
    }),
    [depts, roles, posts, users],
  );
}
