import { colord, extend } from 'colord';
import labPlugin from 'colord/plugins/lab';
import { themes } from '../../theme/themes';

extend([labPlugin]);

/**
 * The CIEDE2000 distance (colord's 0–1 scale) under which an accent reads as the danger red: the
 * preset #f5222d is 0.07 from it, Ant's volcano #fa541c 0.15, dark red #8b0000 0.18, while orange
 * #fa8c16 (0.29) and magenta #eb2f96 (0.23) stay apart.
 */
export const DANGER_CLASH_DISTANCE = 0.2;

/** Every theme's danger fill: an accent must stand apart from each, whichever theme is on. */
const dangerFills = [...new Set(Object.values(themes).map((theme) => theme.colors.danger))];

/**
 * Whether buttons in this accent would look like the danger ones (新增 as red as 删除, issue 16
 * point 5). The picker warns rather than refusing: a red brand is a fair choice, made knowingly.
 */
export function clashesWithDanger(color: string): boolean {
  const accent = colord(color);
  return accent.isValid() && dangerFills.some((danger) => accent.delta(danger) < DANGER_CLASH_DISTANCE);
}
