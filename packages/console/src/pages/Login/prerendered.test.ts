// @vitest-environment jsdom
// (the pre-painted form in a document)
import { afterEach, describe, expect, it } from 'vitest';
import { readPrerenderedForm, restoreFocus } from './prerendered';

/** The two copies login.html holds; the boot script's language hides one. */
function paintCopies(visible: 'zh' | 'en') {
  document.body.innerHTML = `
    <div id="root">
      <div data-prerender="zh" style="display:${visible === 'zh' ? 'contents' : 'none'}">
        <form><input name="username" value=""><input name="password" type="password" value=""></form>
      </div>
      <div data-prerender="en" style="display:${visible === 'en' ? 'contents' : 'none'}">
        <form><input name="username" value=""><input name="password" type="password" value=""></form>
      </div>
    </div>`;
  const copy = document.querySelector(`[data-prerender="${visible}"]`) as HTMLElement;
  return (name: string) => copy.querySelector(`input[name="${name}"]`) as HTMLInputElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the pre-painted sign-in form', () => {
  it('gives the values typed into the visible copy and the field with the focus', () => {
    const field = paintCopies('en');
    field('username').value = 'admin';
    field('password').value = 'secret';
    field('username').focus();
    field('username').setSelectionRange(2, 2);
    expect(readPrerenderedForm()).toEqual({
      values: { username: 'admin', password: 'secret' },
      focused: { name: 'username', caret: 2 },
      pressed: false,
    });
  });

  it('gives nothing once the app has replaced it, and no focus when none of its fields had it', () => {
    expect(readPrerenderedForm()).toBeUndefined();
    paintCopies('zh');
    expect(readPrerenderedForm()).toEqual({
      values: { username: '', password: '' },
      focused: undefined,
      pressed: false,
    });
  });

  it('says whether 登录 was pressed in the visible copy (its start script marks the form)', () => {
    paintCopies('en');
    document.querySelector('[data-prerender="zh"] form')?.setAttribute('data-pressed', '');
    expect(readPrerenderedForm()?.pressed).toBe(false);
    document.querySelector('[data-prerender="en"] form')?.setAttribute('data-pressed', '');
    expect(readPrerenderedForm()?.pressed).toBe(true);
  });

  it("puts the focus and the caret back in the app's field", () => {
    document.body.innerHTML =
      '<input id="login-username" value="admin"><input id="login-password" type="password">';
    restoreFocus({ name: 'username', caret: 3 }, (name) => `login-${name}`);
    const input = document.getElementById('login-username') as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(3);
    restoreFocus({ name: 'password', caret: 0 }, (name) => `login-${name}`);
    expect(document.activeElement?.id).toBe('login-password');
  });
});
