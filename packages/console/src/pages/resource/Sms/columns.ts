import type { Sms } from '@blade-console/blade-client';
import { smsResource } from '@blade-console/blade-schema';
import type { CrudColumn } from '@blade-console/ui';
import { withOverrides } from '../../../crud/columnOverrides';
import { resourceColumns } from '../../../crud/resourceColumns';
import { smsCategories } from '../providerCategories';
import { providerOverrides, statusColumn } from '../providerColumns';

/** `/resource/sms`: SMS configurations from the definition; one per tenant is enabled. */
export const smsColumns: CrudColumn<Sms>[] = withOverrides(
  resourceColumns<Sms>(smsResource),
  providerOverrides<Sms>('smsCode', smsCategories),
  [statusColumn<Sms>()],
);
