import type { SiteRegion } from '@blade-console/blade-client/types';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionValue } from '../../forms/orderRules';
import { NativeSelect } from '../NativeSelect';
import { Group, Levels, Message } from './RegionSelect.styles';

/** The levels chosen here: province, city, district. */
const LEVELS = ['province', 'city', 'district'] as const;

export interface RegionSelectProps {
  id: string;
  legend: string;
  required?: boolean;
  provinces: SiteRegion[];
  value: RegionValue;
  onChange: (value: RegionValue) => void;
  /** Called when the focus leaves the three selects. */
  onLeave?: () => void;
  error?: string;
  /** The regions under a code (the public `regions` read). */
  loadChildren: (parentCode: string) => Promise<SiteRegion[]>;
}

/**
 * A region of the region tree, one level at a time: the cities load when a province is chosen, the
 * districts when a city is. The choice is complete at a region with no lower level.
 */
export function RegionSelect({
  id,
  legend,
  required = false,
  provinces,
  value,
  onChange,
  onLeave,
  error,
  loadChildren,
}: RegionSelectProps) {
  const { t } = useTranslation('site');
  const [levels, setLevels] = useState<SiteRegion[][]>([provinces, [], []]);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);
  const messageId = `${id}-message`;
  const shown = error ?? (failed ? t('order.regionsFailed') : undefined);

  async function choose(level: number, code: string) {
    const codes = [...value.codes.slice(0, level), ...(code ? [code] : [])];
    const region = levels[level]?.find((candidate) => candidate.code === code);
    const last = level === LEVELS.length - 1;
    const complete = Boolean(region) && (last || !region?.hasChildren);
    onChange({ codes, complete });
    // The lower levels start over from the new choice.
    const next = levels
      .slice(0, level + 1)
      .concat(Array.from({ length: LEVELS.length - level - 1 }, () => []));
    setLevels(next);
    if (!region || complete) return;
    const ticket = ++request.current;
    try {
      const children = await loadChildren(code);
      if (ticket !== request.current) return;
      setFailed(false);
      setLevels((current) => current.map((list, i) => (i === level + 1 ? children : list)));
    } catch {
      if (ticket === request.current) setFailed(true);
    }
  }

  return (
    <Group
      id={id}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave?.();
      }}
    >
      <legend>
        {required ? (
          <span className="required" aria-hidden="true">
            *
          </span>
        ) : null}
        {legend}
      </legend>
      <Levels>
        {LEVELS.map((level, i) => {
          const options = levels[i] ?? [];
          const selectId = `${id}-${level}`;
          return (
            <div key={level}>
              <label htmlFor={selectId}>{t(`order.${level}`)}</label>
              <NativeSelect
                id={selectId}
                name={selectId}
                value={value.codes[i] ?? ''}
                placeholder={t(`order.choose${level[0]?.toUpperCase()}${level.slice(1)}`)}
                options={options.map((region) => ({ value: region.code, label: region.name }))}
                disabled={options.length === 0}
                required={required && i === 0}
                aria-invalid={shown ? true : undefined}
                aria-describedby={shown ? messageId : undefined}
                onChange={(event) => void choose(i, event.target.value)}
              />
            </div>
          );
        })}
      </Levels>
      {shown ? <Message id={messageId}>{shown}</Message> : null}
    </Group>
  );
}
