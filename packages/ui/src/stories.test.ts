import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as main from '.';
import * as flow from './flow';

const src = path.dirname(fileURLToPath(import.meta.url));

/** Every file under `dir`, as paths relative to `src`. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(src, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(src, path.join(entry.parentPath, entry.name)));
}

const files = filesUnder('.');
const sources = files.filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));
const stories = files.filter((file) => file.endsWith('.stories.tsx'));
const text = (file: string) => readFileSync(path.join(src, file), 'utf8');

const CONTEXT = Symbol.for('react.context');

/**
 * The components the library exports from its entries (`.` and `./flow`): capitalised functions
 * and React element types (forwardRef, memo, styled); contexts and constants are not components.
 */
function exportedComponents(): string[] {
  return Object.entries({ ...main, ...flow })
    .filter(([name, value]) => {
      if (!/^[A-Z][a-z]/.test(name)) return false;
      if (typeof value === 'function') return true;
      const type = value && typeof value === 'object' ? (value as { $$typeof?: symbol }).$$typeof : undefined;
      return type !== undefined && type !== CONTEXT;
    })
    .map(([name]) => name)
    .sort();
}

/**
 * Rendered by every story, around it (Storybook's decorator): they have no story of their own.
 * BaseStyles is GlobalStyles' rules without the theme tokens (for a page that serves the tokens
 * itself, as the console does), so every story shows it too. ToasterOnDemand is UiProvider's toaster
 * (the console's boot renders it alone): the Toast stories show the toasts it loads.
 */
const aroundEveryStory = new Set([
  'UiProvider',
  'ToasterOnDemand',
  'GlobalStyles',
  'BaseStyles',
  'ThemeStyles',
]);

const entries = text('index.ts') + text('flow.ts');

/**
 * The source file that declares the exported `name`: one its folder's index exports it from, or
 * one an entry exports directly (a styled part of another name may share the name), a component's
 * before another's of the same name (the `Upload` icon is not the `Upload` component).
 */
function fileOf(name: string): string | undefined {
  const declares = new RegExp(`export (?:default )?(?:async )?(?:function|const|class) ${name}\\b`);
  const mentions = new RegExp(`\\b${name}\\b`);
  const componentsFirst = [...sources].sort(
    (a, b) => Number(!a.startsWith('components/')) - Number(!b.startsWith('components/')),
  );
  return componentsFirst.find((source) => {
    if (!declares.test(text(source))) return false;
    const index = path.join(path.dirname(source), 'index.ts');
    const star = `export * from './${path.basename(source).replace(/\.tsx?$/, '')}'`;
    const exported = files.includes(index) && (mentions.test(text(index)) || text(index).includes(star));
    return exported || entries.includes(`./${source.replace(/\.tsx?$/, '')}'`);
  });
}

/** The folder of the source file that declares the exported `name`. */
function folderOf(name: string): string | undefined {
  const file = fileOf(name);
  return file && path.dirname(file);
}

/** A story file of the component's own folder that is named after it, or shows it (its `component`, or rendered). */
function hasStory(name: string, folder: string): boolean {
  const shows = new RegExp(`component: ${name}\\b|<${name}[\\s/>]`);
  return stories.some(
    (file) =>
      path.dirname(file) === folder && (path.basename(file).startsWith(`${name}.`) || shows.test(text(file))),
  );
}

/**
 * The exported component whose part `name` is (`Tabs` of `TabsList`, `Dialog` of `DialogClose`):
 * the longest exported name that `name` extends by a capitalised word.
 */
function partOf(name: string, components: string[]): string | undefined {
  return components
    .filter((other) => other !== name && new RegExp(`^${other}[A-Z]`).test(name))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * A story file of its own: named after the component or with it as `component`, so it has an entry
 * in Storybook's sidebar under its name, and its props table (rendered inside another component's
 * story only, as AvatarUpload was in Upload's, a designer looking for it does not find it).
 */
function hasOwnStories(name: string): boolean {
  const own = new RegExp(`component: ${name}\\b`);
  return stories.some((file) => path.basename(file).startsWith(`${name}.`) || own.test(text(file)));
}

describe('Storybook shows every exported component (issue 16)', () => {
  const components = exportedComponents();

  it('finds the exported components and where each is declared', () => {
    expect(components.length).toBeGreaterThan(50);
    expect(components.filter((name) => !folderOf(name))).toEqual([]);
  });

  it('has a story in its own folder for each of them, with a play that asserts', () => {
    const missing = components.filter(
      (name) => !aroundEveryStory.has(name) && !hasStory(name, folderOf(name) ?? ''),
    );
    expect(missing).toEqual([]);
    // Its own play, or one built by the stories' helpers (stories/support: a dialog's steps after
    // opening it, a dialog's all-themes check), which assert.
    for (const file of stories) {
      expect(text(file), file).toMatch(/play: async|play: playInDialog\(|\bdialogInAllThemes\(/);
    }
  });

  it('gives each a story file of its own, but for the parts of another (TabsList of Tabs)', () => {
    const alone = components.filter((name) => !aroundEveryStory.has(name) && !partOf(name, components));
    expect(alone).toEqual(expect.arrayContaining(['AvatarUpload', 'DateRangePicker', 'Dialog', 'Upload']));
    expect(partOf('DialogCloseButton', components)).toBe('DialogClose');
    expect(alone.filter((name) => !hasOwnStories(name))).toEqual([]);
  });

  it('shows every dialog open in each theme, in the "All themes" view (issue 40)', () => {
    // Dialog, and the components whose own file renders one, directly or as a FormDialog (Confirm,
    // LockDialog, CrudForm, RegisterGuestDialog …); not Dialog's footer parts, declared beside it.
    const dialogFile = fileOf('Dialog');
    const dialogs = components.filter((name) => {
      const file = fileOf(name);
      if (file === dialogFile) return name === 'Dialog';
      return file !== undefined && /<(Form)?Dialog[\s>]/.test(text(file));
    });
    expect(dialogs).toEqual(
      expect.arrayContaining([
        ...['Confirm', 'ConflictDialog', 'CrudForm', 'Dialog', 'ErrorLogDialog', 'FlowViewerDialog'],
        ...['GrantDialog', 'LockDialog', 'MenuSearch', 'RegisterGuestDialog', 'ThemeDialog'],
      ]),
    );
    const shownInAllThemes = (name: string) =>
      stories.some(
        (file) =>
          path.dirname(file) === folderOf(name) &&
          new RegExp(`component: ${name}\\b|<${name}[\\s/><]`).test(text(file)) &&
          // Checked by its play: directly, or by the all-themes story helper that calls it.
          /\bexpectDialogInEveryTheme\(|\bdialogInAllThemes\(/.test(text(file)),
      );
    expect(dialogs.filter((name) => !shownInAllThemes(name))).toEqual([]);
  });
});
