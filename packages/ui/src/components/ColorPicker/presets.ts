import { DEFAULT_ACCENT } from '../../theme/accent';

/** Element-like preset swatches (data, not styling: these are values the user can pick). */
export const ACCENT_PRESETS: readonly string[] = [
  DEFAULT_ACCENT,
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
];
