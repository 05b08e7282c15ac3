import {
  logApiResource,
  logErrorResource,
  logUsualResource,
  modelPrototypeResource,
  type ResourceDef,
} from '@blade-console/blade-schema';
import { type CrudColumn, placeholderOf, registerUiStrings } from '@blade-console/ui';
import { i18n, loadLocale } from '@blade-console/ui/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerConsoleStrings } from '../i18n';
import { CONSOLE_RESOURCES } from '../i18n/fromDefinitions';
import { registerShellStrings } from '../i18n/shell';
import { noticeColumns } from '../pages/desk/Notice/columns';
import { processNameColumn } from '../pages/flow/common/columns';
import { loadFlowStrings } from '../pages/flow/common/strings';
import { apiLogColumns, errorLogColumns, usualLogColumns } from '../pages/monitor/log/columns';
import { clientColumns } from '../pages/system/Client/Client';
import { tenantColumns } from '../pages/system/Tenant/columns';
import { resourceColumns } from './resourceColumns';

beforeAll(async () => {
  registerUiStrings();
  registerConsoleStrings();
  registerShellStrings();
  await loadFlowStrings();
  await loadLocale('en');
});

const inLanguage =
  (lng: 'zh' | 'en') =>
  (key: string, values?: Record<string, unknown>): string =>
    i18n.t(key, { ns: 'ui', lng, ...values });
/** A column's label or own placeholder (an i18n key of any namespace, or text) in a language. */
const textIn = (lng: 'zh' | 'en') => (key: string) =>
  i18n.exists(key, { lng }) ? inLanguage(lng)(key) : key;
const english = inLanguage('en');
const text = textIn('en');

/** Controls that show no placeholder: a switch, an upload, rich text (which has its own). */
const WITHOUT = new Set(['switch', 'image', 'upload', 'html']);

/**
 * `where: placeholder` of every column a person fills in: the add and edit forms' controls (the
 * fields the server does not set) and the search bar's text boxes (choices say "All", ranges
 * "Start date"/"End date").
 */
function placeholders<T>(where: string, columns: readonly CrudColumn<T>[], forms = true): string[] {
  return columns.flatMap((column) => {
    const label = text(column.label);
    const hint = placeholderOf(column, label, english, text);
    const type = column.type ?? 'text';
    const inForm = forms && !column.hide?.form && !(column.hide?.add && column.hide?.edit);
    const search = column.searchable === true ? {} : column.searchable || undefined;
    const inSearch = search && !search.range && !['select', 'dictionary', 'switch', 'tree'].includes(type);
    const searchHint = search?.placeholder ? text(search.placeholder) : hint;
    return [
      ...(inForm && !WITHOUT.has(type) && !column.control ? [`${where}.${column.field}: ${hint}`] : []),
      ...(inSearch ? [`${where}.${column.field} (search): ${searchHint}`] : []),
    ];
  });
}

/**
 * The definitions the console's forms and search bars are built from: all but the model's columns
 * (edited in a grid of their own) and the logs (whose pages have their own columns, below).
 */
const OWN_COLUMNS = new Set<ResourceDef>([
  modelPrototypeResource,
  logUsualResource,
  logApiResource,
  logErrorResource,
]);
const withPages = CONSOLE_RESOURCES.filter((resource) => !OWN_COLUMNS.has(resource));

/** Every English placeholder the console builds from the definitions and the pages' own columns. */
function everyPlaceholder(): string[] {
  return [
    ...withPages.flatMap((resource) =>
      placeholders(
        resource.name,
        resourceColumns(resource),
        (resource.buttons ?? ['add', 'edit']).some((button) => button === 'add' || button === 'edit'),
      ),
    ),
    // Pages with columns of their own over a definition (withResourceRules).
    ...placeholders('clientPage', clientColumns),
    ...placeholders('tenantPage', tenantColumns),
    ...placeholders('noticePage', noticeColumns([])),
    ...placeholders('usualLog', usualLogColumns, false),
    ...placeholders('apiLog', apiLogColumns([], 'en'), false),
    ...placeholders('errorLog', errorLogColumns, false),
    ...placeholders('flow', [processNameColumn()]),
  ];
}

/**
 * Shapes of "Enter/Select" + label that read badly in English (a walk-through of the English
 * console found "Select released", "Enter stored in", "Enter process").
 */
const BAD_SHAPES: Record<string, RegExp> = {
  // "Select released", "Select published at", "Enter stored in".
  'a past participle': /^(Enter|Select) \S+ed\b/,
  // "Select expires", "Select publishing", "Enter auto approve": a verb where a thing is named.
  'a verb': /^(Enter|Select) (expires|\S+ing|auto approve)$/,
  // "Enter by", "Enter in list", "Enter stored in".
  'a preposition': /^(Enter|Select) (by|in|at|on|of|for|to|from|with)\b|\b(by|in|at|on|of|for|to|from|with)$/,
  // "Enter weight (kg)", "Enter tracking no.", "Enter access token seconds", "Enter days counted".
  'a unit or an abbreviation': /\([^)]*\)$|\bno\.$|\b(seconds|days counted)$/,
  // "Enter order" (a sort position, in a console full of orders), "Enter process" (its name),
  // "Enter mobile", "Enter goods", "Enter parent": nouns that do not say what to type.
  'an ambiguous noun':
    /^(Enter|Select) (order|process|mobile|goods|pieces|contact|receiver|receiver's mobile|table|package|service|file|chart|new window|parent)$/,
};

describe('English placeholders', () => {
  it('lists the placeholders of every page built from the definitions', () => {
    const all = everyPlaceholder();
    // The list is real: the definitions' forms and search boxes are in it.
    expect(all.length).toBeGreaterThan(200);
    expect(all).toContain('news.title: Enter title');
    expect(all).toContain('order.trackingNo (search): Enter a tracking number');
  });

  it('never makes a clumsy sentence of a label', () => {
    const bad = everyPlaceholder().flatMap((line) => {
      const hint = line.slice(line.indexOf(': ') + 2);
      const shapes = Object.entries(BAD_SHAPES).filter(([, shape]) => shape.test(hint));
      return shapes.length ? [`${line} (${shapes.map(([name]) => name).join(', ')})`] : [];
    });
    expect(bad).toEqual([]);
  });

  it("keeps the Chinese of a field's own placeholder as the label made it", () => {
    const changed = withPages.flatMap((resource) =>
      resourceColumns(resource).flatMap((column) => {
        if (!column.placeholder) return [];
        const label = textIn('zh')(column.label);
        const own = placeholderOf(column, label, inLanguage('zh'), textIn('zh'));
        const built = placeholderOf(
          { ...column, placeholder: undefined },
          label,
          inLanguage('zh'),
          textIn('zh'),
        );
        return own === built ? [] : [`${resource.name}.${column.field}: ${own}, was ${built}`];
      }),
    );
    expect(changed).toEqual([]);
  });
});
