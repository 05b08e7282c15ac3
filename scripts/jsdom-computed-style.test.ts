// @vitest-environment jsdom
// (jsdom's getComputedStyle itself)
// The unit tests' memoized getComputedStyle (installed by vitest.setup.ts) must never answer from
// before a change: every assertion below reads a style after the document changed under it.
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function styleSheet(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

describe('getComputedStyle in the unit tests', () => {
  it('answers the same element twice from one computation while nothing changes', () => {
    const box = document.body.appendChild(document.createElement('div'));
    expect(getComputedStyle(box)).toBe(getComputedStyle(box));
  });

  it('follows a class, an inline style and an attribute changed after it answered', () => {
    styleSheet('.gone { display: none } [data-faded] { visibility: hidden }');
    const box = document.body.appendChild(document.createElement('div'));
    expect(getComputedStyle(box).display).toBe('block');

    box.classList.add('gone');
    expect(getComputedStyle(box).display).toBe('none');
    box.classList.remove('gone');
    expect(getComputedStyle(box).display).toBe('block');

    box.style.pointerEvents = 'none';
    expect(getComputedStyle(box).pointerEvents).toBe('none');

    box.setAttribute('data-faded', '');
    expect(getComputedStyle(box).visibility).toBe('hidden');
  });

  it('follows what an ancestor passes down when the ancestor changes', () => {
    const outer = document.body.appendChild(document.createElement('section'));
    const inner = outer.appendChild(document.createElement('span'));
    expect(getComputedStyle(inner).visibility).toBe('visible');
    outer.style.visibility = 'hidden';
    expect(getComputedStyle(inner).visibility).toBe('hidden');
  });

  it('follows style rules added and changed later, as styled-components adds them', () => {
    const box = document.body.appendChild(document.createElement('p'));
    box.className = 'late';
    expect(getComputedStyle(box).display).toBe('block');
    const sheet = styleSheet('.late { display: flex }');
    expect(getComputedStyle(box).display).toBe('flex');
    sheet.textContent = '.late { display: grid }';
    expect(getComputedStyle(box).display).toBe('grid');
  });

  it('follows an element moved under another parent', () => {
    styleSheet('.hider * { visibility: hidden }');
    const hider = document.body.appendChild(document.createElement('div'));
    hider.className = 'hider';
    const item = document.body.appendChild(document.createElement('em'));
    expect(getComputedStyle(item).visibility).toBe('visible');
    hider.append(item);
    expect(getComputedStyle(item).visibility).toBe('hidden');
  });
});
