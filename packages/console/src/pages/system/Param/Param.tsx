import { CrudTable } from '@blade-console/ui';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';
import { paramColumns } from './columns';

/** `/system/param`: system parameters (SPEC §2 "Generic table pages", §5 "Parameter form"). */
export default function Param() {
  const crud = useCrudPage(client.system.param, 'param', 'system.param');
  return <CrudTable columns={paramColumns} title="console:param.title" {...crud} />;
}
