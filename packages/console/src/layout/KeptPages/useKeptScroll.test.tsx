import { cleanup, fireEvent, render } from '@testing-library/react';
import { Activity, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setShownPage } from '../../stores/keptPages';
import { useKeptScroll } from './useKeptScroll';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  setShownPage(null);
});

/** The shared scroll area. jsdom does no layout, so its offset is a plain stored number here. */
function scrollArea(): HTMLElement & { writes: number } {
  const area = Object.assign(document.createElement('main'), { writes: 0 });
  area.id = 'content';
  let top = 0;
  Object.defineProperty(area, 'scrollTop', {
    get: () => top,
    set: (value: number) => {
      area.writes++;
      top = value;
    },
  });
  document.body.append(area);
  return area;
}

function Page({ name }: { name: string }) {
  useKeptScroll('content');
  return <p>{name}</p>;
}

/** Two kept pages, as KeptPages renders them: both mounted, one shown. */
function Pages({ shown }: { shown: 'a' | 'b' }) {
  return (
    <>
      <Activity mode={shown === 'a' ? 'visible' : 'hidden'}>
        <Page name="a" />
      </Activity>
      <Activity mode={shown === 'b' ? 'visible' : 'hidden'}>
        <Page name="b" />
      </Activity>
    </>
  );
}

/** The signed-in frame: the shell with its pages (a shown), hidden while locked. */
function Frame({ locked }: { locked: boolean }) {
  return (
    <Activity mode={locked ? 'hidden' : 'visible'}>
      <Pages shown="a" />
    </Activity>
  );
}

/** The person scrolls the area to `top` (the browser sets the offset, then fires `scroll`). */
function scrollTo(area: HTMLElement, top: number) {
  area.scrollTop = top;
  fireEvent.scroll(area);
}

/** Renders `ui` inside a fresh scroll area (as the shell's content is); answers the area and `rerender`. */
function renderInArea(ui: ReactElement) {
  const area = scrollArea();
  const { rerender } = render(ui, { container: area.appendChild(document.createElement('div')) });
  return { area, rerender };
}

describe('useKeptScroll', () => {
  it('brings each kept page back at its own offset in the shared scroll area', () => {
    const { area, rerender } = renderInArea(<Pages shown="a" />);
    scrollTo(area, 300);

    rerender(<Pages shown="b" />);
    expect(area.scrollTop).toBe(0);
    scrollTo(area, 40);

    rerender(<Pages shown="a" />);
    expect(area.scrollTop).toBe(300);
    rerender(<Pages shown="b" />);
    expect(area.scrollTop).toBe(40);
  });

  it("leaves a new scroll area alone for its first page (no forced layout in the shell's first paint)", () => {
    const { area } = renderInArea(<Pages shown="a" />);
    expect(area.writes).toBe(0);
    expect(area.scrollTop).toBe(0);
  });

  it('does not take a scroll made while the page was hidden as its own', () => {
    const { area, rerender } = renderInArea(<Pages shown="a" />);
    scrollTo(area, 120);
    rerender(<Pages shown="b" />);
    scrollTo(area, 900);
    rerender(<Pages shown="a" />);
    expect(area.scrollTop).toBe(120);
  });

  it('leaves the area alone when it is already at the offset of the page shown (no forced layout)', async () => {
    setShownPage('a');
    const { area, rerender } = renderInArea(<Pages shown="a" />);
    // The first show set the offset; it did not move, so no scroll event: it is read after paint.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const writes = area.writes;
    setShownPage('b');
    rerender(<Pages shown="b" />);
    setShownPage('a');
    rerender(<Pages shown="a" />);
    expect(area.writes).toBe(writes);

    scrollTo(area, 70);
    setShownPage('b');
    rerender(<Pages shown="b" />);
    expect(area.scrollTop).toBe(0);
  });

  it('sets the offset again after the shell was hidden (the lock), which may have reset the area', () => {
    setShownPage('a');
    const { area, rerender } = renderInArea(<Frame locked={false} />);
    scrollTo(area, 250);
    // Locked: no page is shown, the shell is hidden, and the hidden area lost its offset silently.
    setShownPage(null);
    rerender(<Frame locked />);
    area.scrollTop = 0;
    setShownPage('a');
    rerender(<Frame locked={false} />);
    expect(area.scrollTop).toBe(250);
  });
});
