// The CrudTable bench page: `?rows=N` renders N generated waybills in client mode (virtualised body)
// and records the time from render() to the first painted data row on `window.__crudBench`.
import { createRoot } from 'react-dom/client';
import { CrudTable } from '../../packages/ui/src/components/CrudTable';
import {
  makeWaybills,
  type Waybill,
  waybillColumns,
} from '../../packages/ui/src/components/CrudTable/fixtures/data';
import { UiProvider } from '../../packages/ui/src/provider/UiProvider';
import { applyTheme } from '../../packages/ui/src/theme';

declare global {
  interface Window {
    __crudBench?: { rows: number; firstRenderMs?: number };
  }
}

const count = Number(new URLSearchParams(location.search).get('rows') ?? 1000);
const rows = makeWaybills(count);
window.__crudBench = { rows: count };
applyTheme('theme-default');

const start = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider>
    <CrudTable<Waybill> title="运单" columns={waybillColumns} rows={rows} maxHeight={600} />
  </UiProvider>,
);
// First data row on screen: poll each frame after the commit, then wait one more frame for paint.
const poll = () => {
  if (document.querySelector('tr[data-row]')) {
    requestAnimationFrame(() => {
      if (window.__crudBench) window.__crudBench.firstRenderMs = performance.now() - start;
    });
  } else requestAnimationFrame(poll);
};
requestAnimationFrame(poll);
