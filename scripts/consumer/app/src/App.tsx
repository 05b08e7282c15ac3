import { Button, type CrudColumn, CrudTable } from '@blade-console/ui';

interface Parcel {
  id: string;
  waybill: string;
  city: string;
}

const parcels: Parcel[] = [
  { id: '1', waybill: 'BC-0001', city: 'Suzhou' },
  { id: '2', waybill: 'BC-0002', city: 'Nanjing' },
  { id: '3', waybill: 'BC-0003', city: 'Wuxi' },
  { id: '4', waybill: 'BC-0004', city: 'Changzhou' },
];

const columns: CrudColumn<Parcel>[] = [
  { field: 'waybill', label: 'Waybill', searchable: true },
  { field: 'city', label: 'City' },
];

/** What another team's first page looks like: a button and a table of records kept in memory. */
export function App() {
  return (
    <main>
      <Button variant="primary">Print labels</Button>
      <CrudTable<Parcel>
        title="Parcels"
        columns={columns}
        rows={parcels}
        rowKey="id"
        onSubmit={async () => {}}
        onRemove={async () => {}}
      />
    </main>
  );
}
