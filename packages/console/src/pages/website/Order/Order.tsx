import { type Order as OrderRow, resourceApi } from '@blade-console/blade-client';
import { orderResource } from '@blade-console/blade-schema';
import { type CrudColumn, type CrudOption, type CrudTableHandle, message } from '@blade-console/ui';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withOverrides } from '../../../crud/columnOverrides';
import { FollowedTable } from '../../../crud/FollowedTable';
import { regionControl } from '../../../crud/RegionSelect';
import { resourceColumns } from '../../../crud/resourceColumns';
import { useResourceTable } from '../../../crud/useResourceTable';
import { useWriteConflict } from '../../../crud/useWriteConflict';
import { client } from '../../../session/client';
import { useDictionaries } from '../../ResourcePage/useDictionaries';
import { OrderStatusTag } from './OrderStatusTag';
import { orderStatusActions } from './orderActions';

const api = resourceApi(client.http, orderResource);

type Row = OrderRow & { pickupRegionName?: string; deliveryRegionName?: string };

/** A region cell: the name the list carries beside the code (the code when it has none). */
const regionCell = (nameField: 'pickupRegionName' | 'deliveryRegionName') => (value: unknown, row: Row) => {
  const name = row[nameField] || (value == null ? '' : String(value));
  return <span title={name}>{name}</span>;
};

/** The order page's columns: the definition's, with region pickers, names and a status tag. */
export function orderColumns(
  dictionaries: Readonly<Record<string, readonly CrudOption[]>>,
): CrudColumn<Row>[] {
  const statuses = dictionaries.order_status ?? [];
  const notListed = { hide: { table: true } };
  return withOverrides(resourceColumns<Row>(orderResource, { dictionaries }), {
    trackingNo: { searchable: true, width: 160 },
    customerName: { width: 90 },
    // The list keeps to what staff scan; the rest is in the view (and still searchable).
    customerPhone: notListed,
    goodsType: notListed,
    quantity: notListed,
    pickupDate: notListed,
    createTime: { hide: { table: true, form: true } },
    pickupRegion: { ...regionControl, render: regionCell('pickupRegionName'), width: 128 },
    deliveryRegion: { ...regionControl, render: regionCell('deliveryRegionName'), width: 128 },
    goodsName: { width: 100 },
    weight: { width: 96 },
    // The status changes through the row's actions, which know the allowed moves.
    orderStatus: {
      width: 100,
      editable: { add: false, edit: false },
      render: (value) => <OrderStatusTag status={Number(value)} options={statuses} />,
    },
  });
}

/**
 * 网站管理 › 订单管理: orders booked on the site or entered here. The list shows tracking number,
 * customer, regions, goods, weight and status; the status moves only along `ORDER_TRANSITIONS`
 * through the row actions, each saved with `submit`, the new `orderStatus` and the version the row
 * was listed with: an order someone changed since is refused (409) and the conflict dialog shows
 * the stored order beside the move, to reload it or to make the move over the new version.
 */
export default function Order() {
  const { t } = useTranslation('console');
  const table = useRef<CrudTableHandle>(null);
  const crud = useResourceTable<Row>(orderResource, api, 'order');
  const dictionaries = useDictionaries(orderResource);
  const columns = useMemo(() => orderColumns(dictionaries), [dictionaries]);
  // The dialog lists what the edit form shows: a change to any of it may be why the move was refused.
  const formColumns = useMemo(() => columns.filter((column) => !column.hide?.form), [columns]);
  const conflicts = useWriteConflict(formColumns, () => table.current?.refresh());
  const { attempt } = conflicts;
  const rowActions = useMemo(
    () =>
      orderStatusActions((order, to) =>
        attempt({
          write: (updateTime) => client.order.submit({ id: order.id, orderStatus: to, updateTime }),
          version: order.updateTime,
          change: { orderStatus: to },
          done: () => {
            const status = dictionaries.order_status?.find((option) => Number(option.value) === to)?.label;
            message.success(t('website.order.moved', { status: status ?? String(to) }));
          },
        }),
      ),
    [attempt, dictionaries, t],
  );
  // Orders booked on the website, and moves made by other dispatchers, show as they happen.
  return (
    <>
      <FollowedTable<Row>
        resource={orderResource}
        rowActions={rowActions}
        ref={table}
        columns={columns}
        dialogWidth={880}
        {...crud}
      />
      {conflicts.dialog}
    </>
  );
}
