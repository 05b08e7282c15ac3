import { dataScopeCodeOf, type ResourceDef } from '../define';
import { type DictSeed, SYSTEM_DICTS } from '../dicts';
import { DEFINITIONS, DEMOS } from './registry.generated';

export { isPostgresSource, notPostgresMessage } from './develop/datasource';
export {
  NOTICE_DEMO_CODE,
  NOTICE_DEMO_MODEL,
  NOTICE_DEMO_PROTOTYPES,
  NOTICE_TABLE_COLUMNS,
} from './develop/demo';
export { OWN_DATASOURCE_ID } from './develop/model';
export { COMPONENT_TYPES, type ComponentType } from './develop/modelPrototype';
// Every definition under this folder is registered by `pnpm gen` (scripts/gen-registry.ts): a new
// area's file is found there, never listed by hand.
export * from './registry.generated';
export { langField, PUBLISHED } from './website/content-fields';
export { canMoveOrder, ORDER_STATUS, ORDER_TRANSITIONS } from './website/order';

/** The named definitions, by their names (the SDK's groups of calls and row types). */
function pick<const K extends keyof typeof DEFINITIONS>(names: readonly K[]): Pick<typeof DEFINITIONS, K> {
  return Object.fromEntries(names.map((name) => [name, DEFINITIONS[name]])) as Pick<typeof DEFINITIONS, K>;
}

/**
 * The system area's resources by short name (SPEC §1 系统管理), as the SDK groups its calls
 * (`client.system.<name>`) and its row types.
 */
export const systemResources = pick([
  'apiScope',
  'client',
  'dataScope',
  'dept',
  'dict',
  'dictBiz',
  'menu',
  'param',
  'post',
  'region',
  'role',
  'tenant',
  'tenantPackage',
  'topMenu',
]);

/**
 * The public website's resources by short name (SPEC §1 网站管理, 报表管理), as the SDK groups its
 * calls and row types.
 */
export const websiteResources = pick([
  'carousel',
  'contactResource',
  'cooperationMessage',
  'developPath',
  'employeeActivity',
  'news',
  'order',
  'productService',
  'report',
]);

/**
 * Every declared resource (registered by `pnpm gen`). The server serves the ones without code of
 * their own generically, the mocks answer them, and the menu tree takes their entries from here.
 */
export const RESOURCES: readonly ResourceDef[] = Object.values(DEFINITIONS);

/** The resources whose lists and details obey data-scope rules, by the rules' resource code. */
export const SCOPED_RESOURCES: ReadonlyMap<string, ResourceDef> = new Map(
  RESOURCES.flatMap((resource) => {
    const code = dataScopeCodeOf(resource);
    return code ? [[code, resource] as const] : [];
  }),
);

/**
 * Demo rows by resource name (each `<name>.demo.ts` beside its definition): the server seeds them
 * for tenant 000000 and the mocks serve them.
 */
export const DEMO_ROWS: Readonly<Record<string, readonly Record<string, unknown>[]>> = DEMOS;

/**
 * Every dictionary the product seeds: the system's, then each area's own (`dictionaries` of its
 * definition). The server seeds them, the mocks serve them, the console translates their items.
 */
export const DICTS: readonly DictSeed[] = [
  ...SYSTEM_DICTS,
  ...RESOURCES.flatMap((resource) => resource.dictionaries ?? []),
];
