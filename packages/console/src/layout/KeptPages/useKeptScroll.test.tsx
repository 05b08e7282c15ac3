import { cleanup, fireEvent, render } from '@testing-library/react';
import { Activity } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeptScroll } from './useKeptScroll';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** The shared scroll area. jsdom does no layout, so its offset is a plain stored number here. */
function scrollArea(): HTMLElement {
  const area = document.createElement('main');
  area.id = 'content';
  let top = 0;
  Object.defineProperty(area, 'scrollTop', {
    get: () => top,
    set: (value: number) => {
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

/** The person scrolls the area to `top` (the browser sets the offset, then fires `scroll`). */
function scrollTo(area: HTMLElement, top: number) {
  area.scrollTop = top;
  fireEvent.scroll(area);
}

describe('useKeptScroll', () => {
  it('brings each kept page back at its own offset in the shared scroll area', () => {
    const area = scrollArea();
    const { rerender } = render(<Pages shown="a" />, {
      container: area.appendChild(document.createElement('div')),
    });
    scrollTo(area, 300);

    rerender(<Pages shown="b" />);
    expect(area.scrollTop).toBe(0);
    scrollTo(area, 40);

    rerender(<Pages shown="a" />);
    expect(area.scrollTop).toBe(300);
    rerender(<Pages shown="b" />);
    expect(area.scrollTop).toBe(40);
  });

  it('does not take a scroll made while the page was hidden as its own', () => {
    const area = scrollArea();
    const { rerender } = render(<Pages shown="a" />, {
      container: area.appendChild(document.createElement('div')),
    });
    scrollTo(area, 120);
    rerender(<Pages shown="b" />);
    scrollTo(area, 900);
    rerender(<Pages shown="a" />);
    expect(area.scrollTop).toBe(120);
  });
});
