import { expect, type Locator, type Page, type Request } from '@playwright/test';
import dayjs from 'dayjs';
import { trackRequests } from './network-support';
import { PIXEL_PNG } from './picture-support';

/**
 * How crud-every-page.spec.ts fills a form as a person would: only the fields marked required,
 * each through its own control (text, number, date, select, tree select, rich text), with values
 * that pass the rules every page shares. Where a field's label says what it holds (a phone number,
 * a package name, a route), the value is one of that kind.
 */

let counter = 0;

/** Seven characters unique to this run and call: short enough for a 10-character name. */
export function shortTag(): string {
  counter += 1;
  return `${(Date.now() % 36 ** 5).toString(36).padStart(5, '0')}${counter.toString(36).padStart(2, '0')}`;
}

/** Values for fields whose label says what kind of text they hold; `tag` keeps them unique. */
const KIND_BY_LABEL: { label: RegExp; value: (tag: string, digits: string) => string }[] = [
  { label: /手机|电话/, value: (_tag, digits) => `139${digits}` },
  { label: /邮箱/, value: (tag) => `${tag}@example.com` },
  { label: /^包名$/, value: (tag) => `org.e2e.${tag}` },
  { label: /^驱动类$/, value: () => 'org.postgresql.Driver' },
  { label: /^连接地址$/, value: (tag) => `jdbc:postgresql://127.0.0.1:5432/${tag}` },
  { label: /^资源地址$/, value: () => 'http://127.0.0.1:9000' },
  { label: /^路由地址$/, value: (tag) => `/e2e/${tag}` },
  { label: /区划编号/, value: (_tag, digits) => `99${digits.slice(-6)}` },
  { label: /^权限范围$/, value: () => 'all' },
  { label: /^授权类型$/, value: () => 'refresh_token,password' },
  // A week ahead, at any run: a day fixed here falls into the past, and an order's pick-up day
  // may not be earlier than today.
  { label: /时间|日期/, value: () => `${dayjs().add(7, 'day').format('YYYY-MM-DD')} 10:00:00` },
  { label: /年份/, value: () => '2026' },
];

interface FieldInfo {
  id: string;
  label: string;
  kind: 'text' | 'password' | 'number' | 'textarea' | 'combobox' | 'rich';
  value: string;
}

/** The required controls of a form dialog, in order, with their labels and current values. */
async function requiredFields(dialog: Locator): Promise<FieldInfo[]> {
  return dialog.evaluate((root) => {
    const controls = root.querySelectorAll<HTMLElement>(
      '[aria-required="true"], input[required], textarea[required], [contenteditable="true"]',
    );
    const labelOf = (el: HTMLElement) => {
      const byFor = el.id ? root.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
      const byRef = el.getAttribute('aria-labelledby');
      const text =
        byFor?.textContent ?? (byRef ? document.getElementById(byRef.split(' ')[0]!)?.textContent : '');
      return (text ?? el.getAttribute('aria-label') ?? '').replace(/[*：:\s]/g, '');
    };
    return [...controls].flatMap((el) => {
      const rich = el.getAttribute('contenteditable') === 'true';
      // A rich-text body marks its wrapper required; the editable part is what a person types in.
      if (rich && !el.closest('[aria-required="true"]') && el.getAttribute('aria-required') !== 'true')
        return [];
      if (!el.id) el.id = `e2e-${Math.random().toString(36).slice(2)}`;
      const role = el.getAttribute('role');
      const type = el.getAttribute('type');
      const kind = rich
        ? 'rich'
        : role === 'combobox'
          ? 'combobox'
          : role === 'spinbutton' || type === 'number'
            ? 'number'
            : el.tagName === 'TEXTAREA'
              ? 'textarea'
              : type === 'password'
                ? 'password'
                : 'text';
      const value = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? el.value : '';
      return [{ id: el.id, label: labelOf(el), kind, value } as const];
    });
  });
}

/** Picks the first choice of a select or a tree select that has none yet, in the popup it controls. */
async function choose(page: Page, combobox: Locator) {
  if (!/^请选择/.test((await combobox.innerText()).trim())) return;
  await combobox.click();
  const popupId = await combobox.getAttribute('aria-controls');
  const popup = popupId ? page.locator(`[id="${popupId}"]`) : page;
  const option = popup.getByRole('option').first();
  const treeItem = popup.getByRole('treeitem').first();
  await expect(option.or(treeItem)).toBeVisible();
  if (await option.isVisible()) {
    await option.click();
    return;
  }
  // The node's title (its caret would only open it).
  const title = (await treeItem.innerText()).split('\n')[0]!.trim();
  await treeItem.getByText(title, { exact: true }).first().click();
  // A multiple tree select stays open for more ticks.
  if ((await combobox.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}

export interface NamedField {
  /** The label of the first required text field. */
  label: string;
  /** What was typed into it: it names the record in the list. */
  value: string;
  /** A second value for that field, for the edit. */
  edited: string;
  /**
   * That field in the edit dialog; where the record's key cannot change on an edit (a process
   * model's key), another required text field that was given the same value.
   */
  field: (dialog: Locator) => Promise<Locator>;
}

/**
 * Fills every empty required field of `dialog` and answers the text field that names the record.
 * Passwords get one shared value (a password and its confirmation).
 */
export async function fillRequiredFields(page: Page, dialog: Locator, tag: string): Promise<NamedField> {
  const digits = String(Date.now()).slice(-8);
  let named: NamedField | undefined;
  for (const field of await requiredFields(dialog)) {
    const control = dialog.locator(`[id="${field.id}"]`);
    if (field.kind === 'combobox') {
      await choose(page, control);
      continue;
    }
    if (field.value !== '' && field.kind !== 'text') continue;
    const kind = KIND_BY_LABEL.find((k) => k.label.test(field.label));
    if (field.kind === 'number' && !kind) {
      // The smallest value the field allows (a year from 1900), else 1.
      await control.fill((await control.getAttribute('aria-valuemin')) ?? '1');
      continue;
    }
    if (field.kind === 'password') {
      await control.fill('E2e-pass-1');
      continue;
    }
    if (field.kind === 'rich') {
      await control.click();
      await page.keyboard.type(`正文 ${tag}`);
      continue;
    }
    if (kind) {
      const value = kind.value(tag, digits);
      await control.fill(value);
      // A date is read when its field is left.
      await control.press('Tab');
      continue;
    }
    if (field.value !== '') continue;
    const value = `e${tag}`;
    await control.fill(value);
    if (!named && field.kind === 'text') {
      named = { label: field.label, value, edited: `f${tag}`, field: (d) => editableWithValue(d, value) };
    }
  }
  await uploadRequiredPictures(dialog);
  if (!named) throw new Error('the form has no required text field to name the record by');
  return named;
}

/** Uploads a picture to each file field whose label carries the required mark (*). */
async function uploadRequiredPictures(dialog: Locator) {
  const inputs = dialog.locator('input[type="file"]');
  for (const input of await inputs.all()) {
    const required = await input.evaluate((el) => {
      let cell: Element | null = el.parentElement;
      while (cell && !cell.querySelector('label')) cell = cell.parentElement;
      return /^\s*\*/.test(cell?.querySelector('label')?.textContent ?? '');
    });
    if (!required) continue;
    await input.setInputFiles({ name: 'e2e.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  }
}

/** The first enabled text field of `dialog` holding `value`. */
async function editableWithValue(dialog: Locator, value: string): Promise<Locator> {
  // The form is filled from the record's detail once it has loaded (a spinner until then): typing
  // before it arrives would be replaced by the loaded values.
  await expect(dialog.getByRole('status')).toHaveCount(0);
  const fields = dialog.locator('input[type="text"], input:not([type]), textarea');
  await expect(fields.first()).toBeVisible();
  for (const field of await fields.all()) {
    if ((await field.inputValue()) === value && (await field.isEditable())) return field;
  }
  throw new Error(`no editable field holds "${value}"`);
}

/**
 * Presses the dialog's save button and waits for it to close; a refusal fails with what the
 * person was told (the toast, or the messages at the fields).
 */
export async function saveDialog(page: Page, dialog: Locator) {
  const save = dialog.getByRole('button', { name: /^(保存|修改|确定)$/ });
  // Blade's submit/save/update, or a service's own (新闻动态 saves through addNews).
  const isSave = (request: Request) =>
    request.method() === 'POST' &&
    /\/(submit|save|update|add)\w*(\?|$)/i.test(new URL(request.url()).pathname);
  const requests = watchRequests(page);
  const sent = page.waitForRequest(isSave, { timeout: 30_000 }).then(
    () => true,
    () => false,
  );
  const answered = page.waitForResponse((response) => isSave(response.request()), {
    // The answer, not a fixed pause: a save took over 20 s once with both e2e halves running on a
    // machine at a load average of 9 (it answers in well under a second alone).
    timeout: 30_000,
  });
  await save.last().click();
  const response = await answered.catch(() => undefined);
  // A save that got no answer says whether it was sent at all, and what else the page was waiting
  // for then (a browser sends at most 6 requests to one host at once).
  const inFlight = requests.waiting().join(', ') || 'nothing';
  const body = response
    ? await response.text()
    : (await sent)
      ? `nothing within 30 s to the save request; in flight: ${inFlight}`
      : `no save request (the form refused locally); in flight: ${inFlight}`;
  const invalid = await dialog.locator('[aria-invalid="true"]').evaluateAll((els) =>
    els.map((el) => {
      const described = el.getAttribute('aria-describedby');
      return `${el.id}: ${described ? document.getElementById(described)?.textContent : ''}`;
    }),
  );
  expect(response?.ok(), `save answered ${body}; invalid fields: ${invalid.join(', ')}`).toBe(true);
  await expect(dialog).toBeHidden();
}

const watched = new WeakMap<Page, ReturnType<typeof trackRequests>>();

/**
 * Follows `page`'s requests from the first call on (the same follower after): call it before the
 * page opens to see requests that hang from then.
 */
export function watchRequests(page: Page) {
  const known = watched.get(page) ?? trackRequests(page);
  watched.set(page, known);
  return known;
}

/**
 * Runs a record's action: its button when shown, else the item of its "more" menu (a narrow
 * actions column or a phone's card keeps only the first actions as buttons).
 */
export async function rowAction(page: Page, record: Locator, name: string | RegExp) {
  const exact = typeof name === 'string' ? { name, exact: true } : { name };
  const button = record.getByRole('button', exact);
  if ((await button.count()) > 0 && (await button.first().isVisible())) {
    await button.first().click();
    return;
  }
  await record
    .getByRole('button', { name: /更多|操作/ })
    .first()
    .click();
  await page.getByRole('menuitem', exact).first().click();
}
