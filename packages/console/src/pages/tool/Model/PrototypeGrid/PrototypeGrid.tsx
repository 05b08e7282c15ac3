import type { ModelPrototype } from '@blade-console/blade-client';
import { COMPONENT_TYPES } from '@blade-console/blade-schema';
import { Checkbox, Input, Select } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import * as S from './PrototypeGrid.styles';

type Row = Partial<ModelPrototype>;
const FLAGS = ['isRequired', 'isList', 'isQuery', 'isForm'] as const;
/** The columns a person types into. */
type TextField = 'jdbcComment' | 'propertyName' | 'dictCode';

export interface PrototypeGridProps {
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
}

/** The columns of a model, one editable row each: label, TS type, control, dictionary, flags. */
export function PrototypeGrid({ rows, onChange }: PrototypeGridProps) {
  const { t } = useTranslation('console');
  const set = (index: number, patch: Row) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  /** The input of a typed field of `row`, named for the person by the row's column (`model.<labelKey>`). */
  const textInput = (row: Row, index: number, field: TextField, labelKey: string) => (
    <Input
      aria-label={t(`model.${labelKey}`, { column: row.jdbcName })}
      value={row[field] ?? ''}
      onChange={(event) => set(index, { [field]: event.target.value })}
    />
  );
  const components = COMPONENT_TYPES.map((value) => ({ value, label: t(`model.components.${value}`) }));
  return (
    <S.Grid aria-label={t('model.prototypes')}>
      <thead>
        <tr>
          <th>{t('model.columns.jdbcName')}</th>
          <th>{t('model.columns.jdbcType')}</th>
          <th>{t('model.columns.jdbcComment')}</th>
          <th>{t('model.columns.propertyName')}</th>
          <th>{t('model.columns.propertyType')}</th>
          <th>{t('model.columns.componentType')}</th>
          <th>{t('model.columns.dictCode')}</th>
          {FLAGS.map((flag) => (
            <th key={flag}>{t(`model.columns.${flag}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.jdbcName}>
            <td>{row.jdbcName}</td>
            <td>{row.jdbcType}</td>
            <td>{textInput(row, index, 'jdbcComment', 'labelOf')}</td>
            <td>{textInput(row, index, 'propertyName', 'propertyOf')}</td>
            <td>{row.propertyType}</td>
            <td>
              <Select
                aria-label={t('model.componentOf', { column: row.jdbcName })}
                options={components}
                value={row.componentType ?? 'input'}
                onChange={(value) => set(index, { componentType: value ?? 'input' })}
              />
            </td>
            <td>{textInput(row, index, 'dictCode', 'dictOf')}</td>
            {FLAGS.map((flag) => (
              <td key={flag}>
                <Checkbox
                  aria-label={`${t(`model.columns.${flag}`)} ${row.jdbcName}`}
                  checked={row[flag] === 1}
                  onChange={(checked) => set(index, { [flag]: checked ? 1 : 0 })}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </S.Grid>
  );
}
