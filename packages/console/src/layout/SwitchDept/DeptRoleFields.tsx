import { FormItem, Select, useBootTranslation } from '@blade-console/ui';
import { registerAccountFormStrings } from '../../i18n/accountForms';
import type { SwitchChoices } from './useSwitchChoices';

registerAccountFormStrings();

/**
 * The two required selects of the switch-department form (SPEC §3, §5), inside a ui `Form` whose
 * values are `SwitchDeptValues`.
 */
export function DeptRoleFields({
  depts,
  roles,
  loading,
}: Pick<SwitchChoices, 'depts' | 'roles' | 'loading'>) {
  const { t } = useBootTranslation('console');
  // The same select twice, one a field: its options, its label, rule and placeholder texts.
  const fields = [
    { name: 'deptId', options: depts, placeholder: t('switchDept.deptPlaceholder') },
    { name: 'roleId', options: roles, placeholder: t('switchDept.rolePlaceholder') },
  ] as const;
  return (
    <>
      {fields.map(({ name, options, placeholder }) => (
        <FormItem
          key={name}
          name={name}
          label={t(`switchDept.${name}`)}
          required={t(`switchDept.rules.${name}`)}
        >
          <Select<string> options={options} loading={loading} placeholder={placeholder} fullWidth />
        </FormItem>
      ))}
    </>
  );
}
