// @vitest-environment jsdom
// (hooks rendered into a document)
// When a table's first page is asked for and shown: from its first render, in its commit.
import { render, waitFor } from '@testing-library/react';
import { createElement, Fragment, type ReactNode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { options, pageOf, type Row } from './fixtures/crudData';
import { type CrudDataOptions, useCrudData } from './useCrudData';

function PassiveProbe({ onEffect }: { onEffect: () => void }) {
  useEffect(() => {
    onEffect();
  }, [onEffect]);
  return null;
}

/** Notes at each commit the table's status and its row count, and the first task after its first. */
function StatusOf({ options, statuses }: { options: CrudDataOptions<Row>; statuses: string[] }) {
  const { status, records } = useCrudData(options);
  useLayoutEffect(() => {
    statuses.push(`${status} ${records.length}`);
  });
  useLayoutEffect(() => {
    setTimeout(() => statuses.push('after the commit'));
  }, [statuses]);
  return null;
}

/** A part of the page that takes `ms` to render. */
function SlowPart({ ms }: { ms: number }) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Rendering.
  }
  return null;
}

/** Tells when it renders. */
function RenderProbe({ onRender }: { onRender: () => void }) {
  onRender();
  return null;
}

/** Live from its own layout effect on, as React Router's navigate is. */
function RouterLike({ router, children }: { router: { live: boolean }; children?: ReactNode }) {
  useLayoutEffect(() => {
    router.live = true;
  }, [router]);
  return createElement(Fragment, null, children);
}

function DataOf({ options }: { options: CrudDataOptions<Row> }) {
  useCrudData(options);
  return null;
}

/**
 * Renders `table` beside parts slow enough for React to yield between them, as a page's render
 * does (act would render it in one go), until `done` or 5 s.
 */
async function renderYielding(table: ReactNode, done: () => boolean) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const root = createRoot(document.createElement('div'));
  try {
    startTransition(() =>
      root.render(
        createElement(
          Fragment,
          null,
          table,
          ...[1, 2, 3, 4].map((part) => createElement(SlowPart, { key: part, ms: 30 })),
        ),
      ),
    );
    for (let waited = 0; waited < 5000 && !done(); waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    root.unmount();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
  }
}

describe('useCrudData: the first page', () => {
  it("asks for the first page when the table is committed, before the page's passive effects run", () => {
    const order: string[] = [];
    const load = vi.fn(async () => {
      order.push('load');
      return pageOf([]);
    });
    // An earlier sibling's passive effect: with the load in a passive effect too it would come first.
    render(
      createElement(
        Fragment,
        null,
        createElement(PassiveProbe, { onEffect: () => order.push('passive effects') }),
        createElement(DataOf, { options: options({ load }) }),
      ),
    );
    expect(order).toEqual(['load', 'passive effects']);
  });

  it('asks for the first page while the table renders, before the rest of the page has, and its commit takes that answer', async () => {
    const order: string[] = [];
    const load = vi.fn(async () => {
      order.push('load');
      return pageOf([{ id: '1', name: 'a' }]);
    });
    const statuses: string[] = [];
    render(
      createElement(
        Fragment,
        null,
        createElement(StatusOf, { options: options({ load }), statuses }),
        createElement(RenderProbe, { onRender: () => order.push('a later part rendered') }),
      ),
    );
    expect(order).toEqual(['load', 'a later part rendered']);
    await waitFor(() => expect(statuses).toContain('ready 1'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a first page answered before its commit in that commit, before the browser could paint', async () => {
    const load = vi.fn(async () => pageOf([{ id: '1', name: 'a' }]));
    const statuses: string[] = [];
    await renderYielding(
      createElement(StatusOf, { options: options({ load }), statuses }),
      () => statuses.length >= 3,
    );
    // The rows' commit comes before the first task after the table's own commit.
    expect(statuses).toEqual(['loading 0', 'ready 1', 'after the commit']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a first page past the end answered before its commit moves the view once the commit is done, as a router can', async () => {
    // React Router's navigate is ignored until the layout effect of the component that holds it
    // has run, after the table's own: the page-gone step moved nothing when called from the commit
    // (e2e kept-tabs: `?current=999` opened cold never showed its list).
    const moves: string[] = [];
    const router = { live: false };
    const opts = options({
      load: vi.fn(async () => pageOf([], 15)),
      query: { current: 999, size: 10 },
      onPageGone: (page) => moves.push(router.live ? `moved to ${page}` : `dropped ${page}`),
    });
    await renderYielding(
      createElement(RouterLike, { router }, createElement(DataOf, { options: opts })),
      () => moves.length > 0,
    );
    expect(moves).toEqual(['moved to 2']);
  });
});
