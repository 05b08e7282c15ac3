// The CrudTable bench page: `?rows=N` generates N waybills; `window.__crudBench.render()` then renders
// them in client mode (virtualised body) and resolves with the time from render() to the first
// painted data row. With `?app=1` the provider (global styles, i18n) and the sidebar with the
// product's menu are on screen first, as in a running console where a table page is opened: their
// text is drawn in the fonts the table uses, their rules are in the sheet; the table then renders
// beside them. Without it the table comes with the page's first render (nothing warm). Waiting for
// the call lets the bench read the main thread's CPU time around the render.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CrudTable } from '../../packages/ui/src/components/CrudTable';
import {
  makeWaybills,
  type Waybill,
  waybillColumns,
} from '../../packages/ui/src/components/CrudTable/fixtures/data';
import { Sidebar } from '../../packages/ui/src/components/Sidebar';
import { UiProvider } from '../../packages/ui/src/provider/UiProvider';
import { menuFixture } from '../../packages/ui/src/stories/fixtures/menu';
import { applyTheme } from '../../packages/ui/src/theme';

declare global {
  interface Window {
    __crudBench?: { rows: number; render: () => Promise<FirstRender>; firstRenderMs?: number };
  }
}

const params = new URLSearchParams(location.search);
const count = Number(params.get('rows') ?? 1000);
const rows = makeWaybills(count);
applyTheme('theme-default');
const root = createRoot(document.getElementById('root') as HTMLElement);
const app = params.get('app') !== null;
const table = <CrudTable<Waybill> title="运单" columns={waybillColumns} rows={rows} maxHeight={600} />;

const ignore = () => {};
// Created once: the table's render leaves the sidebar alone (the same element, not rendered again).
const sidebar = (
  <Sidebar
    menu={menuFixture}
    roles={['administrator']}
    activePath="/system/user"
    onNavigate={ignore}
    onToggleCollapse={ignore}
  />
);
let showTable: (() => void) | undefined;

/** A running console's screen: the sidebar, and the table beside it once asked for. */
function RunningApp() {
  const [shown, setShown] = useState(false);
  showTable = () => setShown(true);
  return (
    <div style={{ display: 'flex', height: '100vh' }}>
      {sidebar}
      <main style={{ flex: 1, minWidth: 0, overflow: 'auto' }}>{shown ? table : null}</main>
    </div>
  );
}
if (app)
  root.render(
    <UiProvider>
      <RunningApp />
    </UiProvider>,
  );

/** The time to the first painted data row, and how many rows that paint drew. */
interface FirstRender {
  ms: number;
  rows: number;
}

function render(): Promise<FirstRender> {
  return new Promise((resolve) => {
    const start = performance.now();
    if (showTable) showTable();
    else root.render(<UiProvider>{table}</UiProvider>);
    // First data row on screen: poll each frame after the commit, then wait one more frame for paint.
    const poll = () => {
      if (document.querySelector('tr[data-row]')) {
        requestAnimationFrame(() => {
          const ms = performance.now() - start;
          if (window.__crudBench) window.__crudBench.firstRenderMs = ms;
          resolve({ ms, rows: document.querySelectorAll('tr[data-row]').length });
        });
      } else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
}

// In a running app the provider is on screen before the table is asked for.
const ready = () => {
  window.__crudBench = { rows: count, render };
};
/**
 * The rows are generated above by a hot loop, which V8 then optimises on background threads; on
 * two cores those compile jobs ran into the measured render (traced: 41 + 28 ms of them beside a
 * 95 ms render task, and 10,000 rows measured slower than 100,000, whose generation ends long before
 * its jobs). A console's rows come from JSON.parse, with no such jobs, so the table is asked for once
 * they are done: after SETTLE_MS and an idle moment of the page.
 */
const SETTLE_MS = 300;
const settled = (then: () => void) =>
  setTimeout(() => requestIdleCallback(then, { timeout: 1000 }), SETTLE_MS);
if (app) requestAnimationFrame(() => settled(ready));
else settled(ready);
