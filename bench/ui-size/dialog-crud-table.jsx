// The consumer test's first page (scripts/consumer/app/src/App.tsx: a Button and a CrudTable of
// records in memory, copied beside this file) with a Dialog, under the provider every app has.
import { Dialog, UiProvider } from '@blade-console/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <App />
      <button type="button" onClick={() => setOpen(true)}>
        About
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Parcels">
        Parcels in transit.
      </Dialog>
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <UiProvider locale="en">
    <Page />
  </UiProvider>,
);
