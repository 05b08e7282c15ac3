/**
 * The server's `/login` is painted before the scripts run (`login.html`, see
 * `scripts/prerender-login.mjs`): a copy of this form in each language under `[data-prerender]`,
 * the visible one typable. When the app renders its form over it, what the person had typed there
 * and the field they were in carry over, so nothing typed in those first moments is lost.
 */
export interface PrerenderedForm {
  /** Each field's value by its `name` (tenantId, username, password, captcha). */
  values: Record<string, string>;
  /** The field that had the focus, and where its caret was. */
  focused?: { name: string; caret: number | null };
  /** 登录 was pressed (or Enter in a field): the copy cannot send, its start script noted it. */
  pressed: boolean;
}

/** Reads the visible pre-painted form, if the page still has one (only the first render finds it). */
export function readPrerenderedForm(): PrerenderedForm | undefined {
  if (typeof document === 'undefined') return undefined;
  const copy = [...document.querySelectorAll<HTMLElement>('[data-prerender]')].find(
    (element) => getComputedStyle(element).display !== 'none',
  );
  if (!copy) return undefined;
  const values: Record<string, string> = {};
  for (const input of copy.querySelectorAll<HTMLInputElement>('input[name]'))
    values[input.name] = input.value;
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && active.name && copy.contains(active)
      ? { name: active.name, caret: active.selectionStart }
      : undefined;
  const pressed = Boolean(copy.querySelector('form[data-pressed]'));
  return { values, focused, pressed };
}

/** Puts the focus (and the caret) back in the app's field of that name. */
export function restoreFocus(focused: PrerenderedForm['focused'], idOf: (name: string) => string): void {
  if (!focused) return;
  const input = document.getElementById(idOf(focused.name));
  if (!(input instanceof HTMLInputElement)) return;
  input.focus();
  if (focused.caret !== null && input.type !== 'password')
    input.setSelectionRange(focused.caret, focused.caret);
}

/**
 * The language pressed in the pre-painted copy (its start script showed that copy and noted it on
 * `<html data-chosen-language>`), taken once: the app then keeps it as the language preference.
 */
export function takeLanguageChosenOnCopy(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const root = document.documentElement;
  const chosen = root.getAttribute('data-chosen-language') ?? undefined;
  root.removeAttribute('data-chosen-language');
  return chosen;
}
