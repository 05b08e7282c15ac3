// A first page as the library's README shows it: the provider, a table of records and a dialog.
import { Button, CrudTable, Dialog, UiProvider } from '@blade-console/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import styled from 'styled-components';

const Page = styled.main`
  padding: 16px;
`;

const parcels = [
  { id: '1', waybill: 'BC-0001', city: 'Suzhou' },
  { id: '2', waybill: 'BC-0002', city: 'Nanjing' },
];
const columns = [
  { field: 'waybill', label: 'Waybill', searchable: true },
  { field: 'city', label: 'City' },
];

function App() {
  const [open, setOpen] = useState(false);
  return (
    <Page>
      <Button onClick={() => setOpen(true)}>About</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Parcels">
        Parcels in transit.
      </Dialog>
      <CrudTable
        title="Parcels"
        columns={columns}
        rows={parcels}
        rowKey="id"
        onSubmit={async () => {}}
        onRemove={async () => {}}
      />
    </Page>
  );
}

createRoot(document.getElementById('root')).render(
  <UiProvider locale="en">
    <App />
  </UiProvider>,
);
