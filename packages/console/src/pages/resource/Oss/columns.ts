import type { Oss } from '@blade-console/blade-client';
import { ossResource } from '@blade-console/blade-schema';
import type { CrudColumn } from '@blade-console/ui';
import { withOverrides } from '../../../crud/columnOverrides';
import { resourceColumns } from '../../../crud/resourceColumns';
import { ossCategories } from '../providerCategories';
import { providerOverrides, statusColumn } from '../providerColumns';

/** `/resource/oss`: storage configurations from the definition; one per tenant is enabled. */
export const ossColumns: CrudColumn<Oss>[] = withOverrides(
  resourceColumns<Oss>(ossResource),
  providerOverrides<Oss>('ossCode', ossCategories),
  [statusColumn<Oss>()],
);
