import type { Locator, Page } from '@playwright/test';
import { defaultButtons, MENU_TREE, type MenuSeed } from '../packages/blade-schema/src/menus';
import { expect, test } from './admin-test';
import {
  fillRequiredFields,
  rowAction,
  saveDialog,
  shortTag,
  watchRequests,
} from './crud-every-page-support';
import { trackRequests } from './network-support';
import { confirm, searchForm, tablesLoaded, toast } from './pages-support';

/**
 * Issue 36: "a new user cannot be saved from the console" went unnoticed because no test saved a
 * form the way a person fills it. This walks every menu page whose seed grants 新增, fills only
 * the required fields (dictionaries, trees and references through their pickers), saves, sees the
 * row, edits it, saves again and deletes it, at a desktop's width and at a phone's.
 */

interface CrudPage {
  group: string;
  name: string;
  path: string;
}

/** Leaves of the menu tree that grant 新增 (`<code>_add`): the pages a person can add a record on. */
function pagesWithAdd(nodes: readonly MenuSeed[], group = ''): CrudPage[] {
  return nodes.flatMap((node) =>
    node.children?.length
      ? pagesWithAdd(node.children, node.name)
      : (node.buttons ?? defaultButtons(node)).some((button) => button.code === `${node.code}_add`)
        ? [{ group, name: node.name, path: node.path }]
        : [],
  );
}

/**
 * Pages granted 新增 whose records are not made through an add form, each with the reason: they
 * must show no 新增 (the test below says so), so a page that loses its form fails instead of
 * being skipped.
 */
const NO_ADD_FORM: Record<string, string> = {
  '/work/start': 'a process is started from its card (flow-leave.spec.ts)',
  '/work/claim': 'tasks come from started processes',
  '/work/todo': 'tasks come from started processes',
  '/work/send': 'lists the processes a person started',
  '/work/done': 'lists finished processes',
  '/work/process/leave': 'the leave form is opened from 发起事务',
  '/website/report': 'report data is collected from orders',
  '/flow/deploy': 'a deployment uploads a BPMN file (flow-modeler.spec.ts)',
  '/flow/manager': 'lists deployed definitions',
  '/flow/follow': 'lists running processes',
  '/resource/attach': 'an attachment is uploaded, not typed (pages-resource.spec.ts)',
};

// Each page's test stands alone (its own record): the runs scripts/test.sh splits the suite into
// (`--shard`) may share the pages out one by one instead of taking the whole file.
test.describe.configure({ mode: 'parallel' });

const PAGES = pagesWithAdd(MENU_TREE);
const WIDTHS = [
  { label: '1440 px', viewport: { width: 1440, height: 900 } },
  { label: '390 px', viewport: { width: 390, height: 844 } },
];

async function openPage(page: Page, path: string) {
  await page.goto(path);
  // The page's own toolbar (the shell has none), once its first list has arrived.
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
}

test('a page granted 新增 without an add form shows no 新增', async ({ page }) => {
  // Every other page granted 新增 opens its add form in the tests below, at both widths.
  test.setTimeout(120_000);
  const requests = trackRequests(page);
  const granted = PAGES.map((p) => p.path);
  for (const path of Object.keys(NO_ADD_FORM)) {
    // The list names only pages granted 新增: a page that loses the grant leaves it.
    expect(granted, `${path} is granted 新增`).toContain(path);
    await openPage(page, path);
    // Absent once the page has drawn what it loads, not merely before it has.
    await requests.idle();
    await expect(page.getByRole('main').getByRole('button', { name: '新增', exact: true }), path).toHaveCount(
      0,
    );
  }
});

for (const { label, viewport } of WIDTHS) {
  test.describe(`add, edit and delete at ${label}`, () => {
    test.use({ viewport });
    for (const crudPage of PAGES.filter((p) => !NO_ADD_FORM[p.path])) {
      test(`${crudPage.group} › ${crudPage.name}`, async ({ page }) => {
        // Three saves and a delete, each a round trip and a list reload; each save may take up to
        // 30 s (saveDialog) when both e2e halves load the machine.
        test.setTimeout(90_000);
        await addEditDelete(page, crudPage);
      });
    }
  });
}

/** The record on the list that shows `text` (a table row, or a card on a phone). */
function recordWith(page: Page, text: string): Locator {
  const main = page.getByRole('main');
  return main.getByRole('row').or(main.getByRole('listitem')).filter({ hasText: text });
}

/**
 * The record showing `text`, as a person finds it: on the first page (lists show the newest first),
 * else by searching the field it was typed into, where the search bar offers it.
 */
async function findRecord(page: Page, label: string, text: string): Promise<Locator> {
  const record = recordWith(page, text).first();
  // The list the save reloaded, shown: on a loaded machine its answer can take longer than the
  // look below, and a page whose search bar lacks the field could not search instead.
  await watchRequests(page).idle();
  await tablesLoaded(page);
  // Short: a list that orders by another field (发展历程 by its year) is searched instead.
  const shown = await record.waitFor({ timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) {
    const bar = await searchForm(page);
    await bar.getByRole('textbox', { name: label, exact: true }).fill(text);
    await bar.getByRole('button', { name: '搜索', exact: true }).click();
  }
  await expect(record).toBeVisible();
  return record;
}

async function addEditDelete(page: Page, { path }: CrudPage) {
  // From the start: a save that gets no answer lists what else was still waiting, hung earlier or not.
  watchRequests(page);
  await openPage(page, path);
  const tag = shortTag();
  await page.getByRole('main').getByRole('button', { name: '新增', exact: true }).first().click();
  const addDialog = page.getByRole('dialog', { name: /^新增/ });
  await expect(addDialog).toBeVisible();
  const named = await fillRequiredFields(page, addDialog, tag);
  await saveDialog(page, addDialog);

  const added = await findRecord(page, named.label, named.value);

  await rowAction(page, added, /^(修改|编辑)$/);
  const editDialog = page.getByRole('dialog', { name: /^(编辑|修改)/ });
  await expect(editDialog).toBeVisible();
  const edited = named.edited;
  await (await named.field(editDialog)).fill(edited);
  await saveDialog(page, editDialog);
  const editedRecord = await findRecord(page, named.label, edited);

  await rowAction(page, editedRecord, '删除');
  await confirm(page);
  await expect(toast(page, '删除成功').last()).toBeVisible();
  await expect(recordWith(page, edited)).toHaveCount(0);
}
