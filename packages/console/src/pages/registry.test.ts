import { RESOURCES } from '@blade-console/blade-schema';
import { describe, expect, it } from 'vitest';
import { pageRegistry, resourceDefinitions } from './registry';

const withMenu = RESOURCES.filter((resource) => resource.menu);

describe('page registry', () => {
  it('has a page for every declared resource with a menu entry', () => {
    for (const resource of withMenu)
      expect(pageRegistry, resource.name).toHaveProperty([resource.menu!.path]);
  });

  it('lists as generic pages exactly the declared resources whose menu entry has no page of its own', async () => {
    const generic = Object.keys(resourceDefinitions);
    for (const path of generic) {
      const resource = await resourceDefinitions[path]!();
      expect(RESOURCES).toContain(resource);
      expect(resource.menu?.path).toBe(path);
    }
    const ownPages = new Set(Object.keys(pageRegistry).filter((path) => !generic.includes(path)));
    const expected = withMenu.map((resource) => resource.menu!.path).filter((path) => !ownPages.has(path));
    expect(generic.sort()).toEqual(expected.sort());
  });
});
