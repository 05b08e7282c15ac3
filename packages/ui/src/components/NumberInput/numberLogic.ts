/** Pure number handling behind NumberInput. */

export interface NumberBounds {
  min?: number;
  max?: number;
  step?: number;
  /** Digits after the decimal point; omitted: as many as the step has. */
  precision?: number;
}

function decimals(n: number): number {
  const text = String(n);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.split('.')[1]?.length ?? 0;
}

export function effectivePrecision({ step = 1, precision }: NumberBounds): number {
  return precision ?? decimals(step);
}

/** Rounds away float noise (0.1 + 0.2 → 0.3) to the given number of decimals. */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round((value + Number.EPSILON) * f) / f;
}

export function clamp(value: number, { min = -Infinity, max = Infinity }: NumberBounds): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Parses what the user typed: '' is null (no value), anything not a number is NaN (the field
 * reverts), a number is clamped and rounded. Full-width digits and a comma decimal are accepted.
 */
export function parseNumber(text: string, bounds: NumberBounds = {}): number | null {
  const normal = text
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[，,]/g, '.')
    .replace(/^[＋+]/, '')
    .replace(/^[－—]/, '-');
  if (normal === '') return null;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normal)) return Number.NaN;
  return roundTo(clamp(Number(normal), bounds), effectivePrecision(bounds));
}

/** The value `times` steps away (negative goes down), starting from min (or 0) when empty. */
export function stepBy(value: number | null, times: number, bounds: NumberBounds = {}): number {
  const { step = 1, min } = bounds;
  const start = value ?? (min != null && Number.isFinite(min) && min > 0 ? min - step * Math.sign(times) : 0);
  return roundTo(clamp(start + step * times, bounds), effectivePrecision(bounds));
}

export function formatNumber(value: number | null, bounds: NumberBounds = {}): string {
  if (value == null || Number.isNaN(value)) return '';
  return bounds.precision != null ? value.toFixed(bounds.precision) : String(value);
}
