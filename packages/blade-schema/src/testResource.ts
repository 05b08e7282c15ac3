import { defineResource } from './define';
import type { FieldDef, ResourceDef } from './define.types';

/**
 * For the package's tests: a definition of `fields` (and whatever `more` sets) where only they
 * matter, so its name stands for its label, path and table. Not exported from the package.
 */
export function testResource<const F extends Record<string, FieldDef>>(
  name: string,
  fields: F,
  more: Partial<Omit<ResourceDef<F>, 'name' | 'fields' | 'ownService' | 'sortable'>> = {},
) {
  return defineResource<F>({ name, label: name, path: `/x/${name}`, table: name, fields, ...more });
}
