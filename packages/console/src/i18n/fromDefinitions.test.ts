import { DICTS, MENU_TREE, type MenuSeed, ossResource, RESOURCES } from '@blade-console/blade-schema';
import { describe, expect, it } from 'vitest';
import { CONSOLE_RESOURCES, definitionStrings, MENU_ITEMS } from './fromDefinitions';

const han = /\p{Script=Han}/u;
/** English that is there and is English. */
const missing = (text: string | undefined) => !text?.trim() || han.test(text);

describe("the console's strings from the definitions (issue 38)", () => {
  it('shows every declared resource, and the code generator’s two', () => {
    expect(CONSOLE_RESOURCES).toEqual(expect.arrayContaining([...RESOURCES]));
    expect(CONSOLE_RESOURCES.map((resource) => resource.name)).toEqual(
      expect.arrayContaining(['model', 'code']),
    );
  });

  it('has English for every resource it shows: its rows, its menu entry and every field', () => {
    // Every field is a column of the generic table and form (resourceColumns), and the server's
    // English messages will name fields by the same words.
    const lacking = CONSOLE_RESOURCES.flatMap((resource) => [
      ...(missing(resource.en) ? [`${resource.name}: en`] : []),
      ...(resource.menu && missing(resource.menu.en) ? [`${resource.name}: menu.en`] : []),
      ...Object.entries(resource.fields).flatMap(([field, def]) => [
        ...(def.label ? [] : [`${resource.name}.${field}: label`]),
        ...(missing(def.en) ? [`${resource.name}.${field}: en`] : []),
      ]),
    ]);
    expect(lacking).toEqual([]);
  });

  it('has English for every item of the menu tree (the route names)', () => {
    const lacking = (items: readonly MenuSeed[]): string[] =>
      items.flatMap((item) => [...(missing(item.en) ? [item.code] : []), ...lacking(item.children ?? [])]);
    expect(lacking(MENU_TREE)).toEqual([]);
  });

  it('has English for every item of a dictionary a field names, and of every seeded one', () => {
    const dictionaries = new Map(DICTS.map((dict) => [dict.code, dict]));
    const lacking = CONSOLE_RESOURCES.flatMap((resource) =>
      Object.entries(resource.fields).flatMap(([field, def]) =>
        def.dict && !dictionaries.has(def.dict)
          ? [`${resource.name}.${field}: no dictionary ${def.dict}`]
          : [],
      ),
    );
    for (const dict of DICTS) {
      if (missing(dict.en.name)) lacking.push(`${dict.code}: en.name`);
      for (const [key] of dict.items) if (missing(dict.en.items[key])) lacking.push(`${dict.code}.${key}`);
      const keys = new Set(dict.items.map(([key]) => key));
      for (const key of Object.keys(dict.en.items))
        if (!keys.has(key)) lacking.push(`${dict.code}.${key}: no item`);
    }
    expect(lacking).toEqual([]);
  });

  it('gives the pages the keys they read, in both languages, from the definitions', () => {
    const zh = definitionStrings('zh');
    const en = definitionStrings('en');
    // A page of a resource's own menu entry and one of the tree's (its title is the item's name).
    expect(zh.resources.carousel).toMatchObject({
      title: '轮播图',
      label: '轮播图',
      fields: { title: '标题' },
    });
    expect(en.resources.carousel).toMatchObject({
      title: 'Carousel',
      label: 'Carousel slide',
      fields: { title: 'Title', lang: 'Language', sort: 'Order', remark: 'Notes' },
    });
    expect(en.resources[ossResource.name]?.title).toBe(MENU_ITEMS.get('oss')?.en);
    // A field's own placeholder, where "Enter" + label read badly ("Enter order").
    expect(en.resources.carousel?.placeholders).toEqual({ sort: 'Enter sort order' });
    expect(zh.resources.carousel?.placeholders).toEqual({ sort: '请输入排序' });
    // Dictionaries in both languages; menu names in English only (Chinese shows the server's).
    expect(zh.dicts.order_status?.['3']).toBe('运输中');
    expect(en.dicts.order_status?.['3']).toBe('In transit');
    expect(en.dicts.data_scope_type?.['1']).toBe('Everything');
    expect(en.route).toMatchObject({ carousel: 'Carousel', report_list: 'Report list', desk: 'Desk' });
    expect(zh.route).toBeUndefined();
    for (const resource of CONSOLE_RESOURCES) {
      for (const strings of [zh, en]) {
        const own = strings.resources[resource.name];
        expect(own?.label, resource.name).toBeTruthy();
        expect(Object.keys(own?.fields ?? {}), resource.name).toEqual(Object.keys(resource.fields));
      }
    }
  });
});
