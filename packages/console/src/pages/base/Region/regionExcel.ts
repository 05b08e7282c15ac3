import type { Region } from '@blade-console/blade-client';

/** What the import picker offers: .xlsx only (the server reads no old binary .xls). */
export const IMPORT_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The server's default upload limit (`BLADE_UPLOAD_MAX_BYTES`). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Why a picked file cannot be imported (an i18n key under `region.importDialog`), if it cannot. */
export function checkImportFile(file: { name: string; size: number }): 'wrongType' | 'tooLarge' | undefined {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'wrongType';
  if (file.size > IMPORT_MAX_BYTES) return 'tooLarge';
  return undefined;
}

/** The debug dialog's cascade, Saber's order: province → city → district → town → village. */
export const DEBUG_LEVELS = ['province', 'city', 'district', 'town', 'village'] as const;
export type DebugLevel = (typeof DEBUG_LEVELS)[number];

/** One select of the cascade: its options (null while not loaded) and the chosen code. */
export interface CascadeStep {
  options: Region[] | null;
  value: string | null;
}

export const emptyCascade = (): CascadeStep[] => DEBUG_LEVELS.map(() => ({ options: null, value: null }));

/**
 * Choosing `code` at `index` keeps the levels above, clears every level below and leaves the next
 * one waiting for its options (null = loading / not loaded).
 */
export function chooseAt(steps: readonly CascadeStep[], index: number, code: string | null): CascadeStep[] {
  return steps.map((step, i) => {
    if (i < index) return step;
    if (i === index) return { ...step, value: code };
    return { options: null, value: null };
  });
}

/** The options of the level at `index` arrived (ignored when the level above changed meanwhile). */
export function withOptions(
  steps: readonly CascadeStep[],
  index: number,
  parentCode: string,
  options: Region[],
): CascadeStep[] {
  const above = index === 0 ? parentCode : steps[index - 1]?.value;
  if (above !== parentCode) return [...steps];
  return steps.map((step, i) => (i === index ? { options, value: null } : step));
}

/** The chosen regions, top down, with their level name. */
export function chosenRegions(steps: readonly CascadeStep[]): { level: DebugLevel; region: Region }[] {
  const out: { level: DebugLevel; region: Region }[] = [];
  steps.forEach((step, i) => {
    const region = step.value ? step.options?.find((r) => r.code === step.value) : undefined;
    const level = DEBUG_LEVELS[i];
    if (region && level) out.push({ level, region });
  });
  return out;
}
