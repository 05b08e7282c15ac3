import { Dialog, DialogCloseButton, type DialogOpenProps, FormField, Select } from '@blade-console/ui';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../session/client';
import { Intro, Muted, Result, ResultTitle } from './RegionDialogs.styles';
import {
  type CascadeStep,
  chooseAt,
  chosenRegions,
  DEBUG_LEVELS,
  emptyCascade,
  withOptions,
} from './regionExcel';
import { REGION_ROOT } from './regionModel';

export type RegionDebugDialogProps = DialogOpenProps;

/**
 * Saber's 调试 dialog: cascading selects province → city → district → town → village, each level
 * loaded from `region/select?code=<the level above>` (provinces from the root `00`), and what was
 * chosen, code and name per level.
 */
export function RegionDebugDialog(dialog: RegionDebugDialogProps) {
  const { t } = useTranslation('console');
  const [steps, setSteps] = useState<CascadeStep[]>(emptyCascade);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const load = useCallback(async (index: number, parentCode: string) => {
    try {
      const options = await client.system.region.select(parentCode);
      if (alive.current) setSteps((current) => withOptions(current, index, parentCode, options ?? []));
    } catch {
      // The SDK's error toast has said why; the level stays empty.
      if (alive.current) setSteps((current) => withOptions(current, index, parentCode, []));
    }
  }, []);

  // Each opening starts again from the provinces.
  useEffect(() => {
    if (!dialog.open) return;
    setSteps(emptyCascade());
    void load(0, REGION_ROOT);
  }, [dialog.open, load]);

  const choose = (index: number, code: string | null) => {
    setSteps((current) => chooseAt(current, index, code));
    if (code && index + 1 < DEBUG_LEVELS.length) void load(index + 1, code);
  };

  const chosen = chosenRegions(steps);

  return (
    <Dialog
      {...dialog}
      title={t('region.debugDialog.title')}
      width={520}
      footer={<DialogCloseButton>{t('region.debugDialog.close')}</DialogCloseButton>}
    >
      <Intro>{t('region.debugDialog.intro')}</Intro>
      {DEBUG_LEVELS.map((level, index) => {
        const step = steps[index];
        const above = index === 0 ? REGION_ROOT : steps[index - 1]?.value;
        const label = t(`region.debugDialog.${level}`);
        const loading = !!above && step?.options == null;
        return (
          <FormField key={level} label={label} layout="horizontal" labelWidth="60px">
            <Select<string>
              searchable
              clearable
              aria-label={label}
              placeholder={t('region.debugDialog.placeholder', { level: label })}
              emptyText={t('region.debugDialog.empty')}
              options={(step?.options ?? []).map((r) => ({ label: r.name, value: r.code }))}
              value={step?.value ?? null}
              loading={loading}
              disabled={!above || (step?.options != null && step.options.length === 0)}
              onChange={(value) => choose(index, value)}
            />
          </FormField>
        );
      })}
      <ResultTitle>{t('region.debugDialog.result')}</ResultTitle>
      {chosen.length === 0 ? (
        <Muted>{t('region.debugDialog.none')}</Muted>
      ) : (
        <Result aria-label={t('region.debugDialog.result')}>
          {chosen.map(({ level, region }) => (
            <Fragment key={level}>
              <dt>{t(`region.debugDialog.${level}`)}</dt>
              <dd data-code="">{region.code}</dd>
              <dd>{region.name}</dd>
            </Fragment>
          ))}
        </Result>
      )}
    </Dialog>
  );
}
