import { useId } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { FormField } from '../FormField';
import { Input } from '../Input';
import { Textarea } from '../Textarea';
import type { PropertyField } from './elementProperties';
import { ElementType, Panel, PanelTitle } from './FlowModeler.styles';

export type PanelValues = Partial<Record<PropertyField | 'name', string>>;

export interface PropertiesPanelProps {
  /** The selected element (or the process when nothing is selected). */
  elementId: string;
  elementType: string;
  fields: PropertyField[];
  values: PanelValues;
  onChange: (field: PropertyField | 'name', value: string) => void;
}

/**
 * The properties the engine reads, as ordinary form controls of the design system (not
 * bpmn-js-properties-panel: that panel renders with its own Preact widgets and stylesheet that
 * follow neither our theme nor our i18n, and ships Camunda/Zeebe providers only — a Flowable one
 * would be written anyway; these six fields are a small form).
 */
export function PropertiesPanel({ elementId, elementType, fields, values, onChange }: PropertiesPanelProps) {
  const { t } = useUiTranslation('ui');
  const prefix = useId();
  const typeName = elementType.replace(/^bpmn:/, '');
  return (
    <Panel aria-label={t('flowModeler.panel')}>
      <PanelTitle>{t('flowModeler.panel')}</PanelTitle>
      <ElementType>
        {t(`flowModeler.types.${typeName}`, { defaultValue: typeName })} · {elementId}
      </ElementType>
      <FormField label={t('flowModeler.fields.name')} htmlFor={`${prefix}-name`}>
        <Input value={values.name ?? ''} onChange={(event) => onChange('name', event.target.value)} />
      </FormField>
      {fields.map((field) => (
        <FormField
          key={field}
          label={t(`flowModeler.fields.${field}`)}
          htmlFor={`${prefix}-${field}`}
          message={t(`flowModeler.hints.${field}`)}
        >
          {field === 'condition' ? (
            <Textarea
              rows={2}
              value={values[field] ?? ''}
              placeholder="${days > 3}"
              onChange={(event) => onChange(field, event.target.value)}
            />
          ) : (
            <Input value={values[field] ?? ''} onChange={(event) => onChange(field, event.target.value)} />
          )}
        </FormField>
      ))}
    </Panel>
  );
}
