import { FormItem, Select } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import type { SwitchChoices } from './useSwitchChoices';

/**
 * The two required selects of the switch-department form (SPEC §3, §5), inside a ui `Form` whose
 * values are `SwitchDeptValues`.
 */
export function DeptRoleFields({
  depts,
  roles,
  loading,
}: Pick<SwitchChoices, 'depts' | 'roles' | 'loading'>) {
  const { t } = useTranslation('console');
  return (
    <>
      <FormItem name="deptId" label={t('switchDept.deptId')} required={t('switchDept.rules.deptId')}>
        <Select<string>
          options={depts}
          loading={loading}
          placeholder={t('switchDept.deptPlaceholder')}
          fullWidth
        />
      </FormItem>
      <FormItem name="roleId" label={t('switchDept.roleId')} required={t('switchDept.rules.roleId')}>
        <Select<string>
          options={roles}
          loading={loading}
          placeholder={t('switchDept.rolePlaceholder')}
          fullWidth
        />
      </FormItem>
    </>
  );
}
