import { CARD_BREAKPOINT } from '@blade-console/ui';

/** The gap between the dictionaries' table and the items' beside it (px). */
export const DICT_GAP = 16;
/**
 * The least the items are given beside the dictionaries (px). Narrower than a table's cards
 * breakpoint (600), so beside them the items are cards, which read whole from here (at 1440 px, in
 * Chinese, they get ~450, as with the 3 : 2 split before).
 */
export const ITEMS_MIN_WIDTH = 420;

/**
 * The horizontal layout's columns: the dictionaries' table as wide as it needs to draw every code
 * and name whole, and the items beside it with the rest, when the rest is at least
 * {@link ITEMS_MIN_WIDTH}; else one column, the items below. Undefined until both widths are known
 * (the stylesheet's 3 : 2, stacked at ≤ 1400 px, stands in). Decided from what the dictionaries need,
 * not from the window: in English they need ~100 px more than in Chinese, and a fixed breakpoint cut
 * their codes (menu_c…) at 1440 px.
 */
export function sideBySideColumns(
  layoutWidth: number | undefined,
  parentsNeed: number | undefined,
): string | undefined {
  if (layoutWidth === undefined || parentsNeed === undefined) return undefined;
  // Never narrower than a table: below that its rows turn to cards, which report no width.
  const parents = Math.max(CARD_BREAKPOINT, Math.ceil(parentsNeed));
  if (layoutWidth < parents + DICT_GAP + ITEMS_MIN_WIDTH) return 'minmax(0, 1fr)';
  return `${parents}px minmax(0, 1fr)`;
}
