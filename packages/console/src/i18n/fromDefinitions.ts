import {
  codeResource,
  DICTS,
  MENU_TREE,
  type MenuSeed,
  modelResource,
  RESOURCES,
  type ResourceDef,
} from '@blade-console/blade-schema';

/**
 * The console's strings that the definitions already hold (issue 38): what a resource's rows and
 * fields are called, its page title, the seeded dictionaries' items and the menu's route names, in
 * Chinese (`label`, `name`) and English (`en`). Registered beside the shell's own words under the
 * keys the pages read: `console:resources.<name>.{title,label,fields.<field>,placeholders.<field>}`,
 * `console:dicts.<code>.<key>` and `console:route.<code>`.
 */

export type Language = 'zh' | 'en';

export interface ResourceStrings {
  /** The page title: the name of the menu item of the resource's code. */
  title?: string;
  /** What one row is called. */
  label?: string;
  fields: Record<string, string>;
  /** The fields' own placeholders, where a definition states one (`FieldDef.placeholder`). */
  placeholders: Record<string, string>;
}

export interface DefinitionStrings {
  resources: Record<string, ResourceStrings>;
  dicts: Record<string, Record<string, string>>;
  /**
   * Menu names by code, English only: Chinese pages show the server's own names (a tenant may rename
   * a menu), with no string of ours in between.
   */
  route?: Record<string, string>;
}

/**
 * The definitions the console shows: the declared resources, and the code generator's models and
 * settings, which have pages whether or not `RESOURCES` lists them.
 */
export const CONSOLE_RESOURCES: readonly ResourceDef[] = [
  ...new Set([...RESOURCES, modelResource, codeResource]),
];

const flatten = (items: readonly MenuSeed[]): MenuSeed[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

/** Every item of the menu tree the server seeds, by code. */
export const MENU_ITEMS: ReadonlyMap<string, MenuSeed> = new Map(
  flatten(MENU_TREE).map((item) => [item.code, item]),
);

/** A name in the language, left out where the English is missing (a test names what is). */
const named = <K extends string>(key: K, text: string | undefined) =>
  (text ? { [key]: text } : {}) as Partial<Record<K, string>>;

function resourceStrings(resource: ResourceDef, language: Language): ResourceStrings {
  const zh = language === 'zh';
  const menu = MENU_ITEMS.get(resource.menu?.code ?? resource.name);
  const fields = Object.entries(resource.fields).flatMap(([field, def]) => {
    const text = zh ? def.label : def.en;
    return text ? [[field, text] as const] : [];
  });
  const placeholders = Object.entries(resource.fields).flatMap(([field, def]) =>
    def.placeholder ? [[field, def.placeholder[language]] as const] : [],
  );
  return {
    ...named('title', zh ? menu?.name : menu?.en),
    ...named('label', zh ? resource.label : resource.en),
    fields: Object.fromEntries(fields),
    placeholders: Object.fromEntries(placeholders),
  };
}

/** The strings the definitions give the console in one language. */
export function definitionStrings(language: Language): DefinitionStrings {
  const zh = language === 'zh';
  return {
    resources: Object.fromEntries(
      CONSOLE_RESOURCES.map((resource) => [resource.name, resourceStrings(resource, language)]),
    ),
    dicts: Object.fromEntries(
      DICTS.map((dict) => [
        dict.code,
        zh ? Object.fromEntries(dict.items.map(([key, value]) => [key, value])) : { ...dict.en.items },
      ]),
    ),
    ...(zh
      ? {}
      : {
          route: Object.fromEntries(
            [...MENU_ITEMS.values()].flatMap((item) => (item.en ? [[item.code, item.en]] : [])),
          ),
        }),
  };
}
