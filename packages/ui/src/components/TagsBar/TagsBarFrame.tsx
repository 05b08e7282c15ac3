import { Bar } from './TagsBar.styles';

/**
 * The tabs bar's empty frame (its height, background and border), for a shell that renders the bar
 * a moment after the rest of its first frame: nothing below it moves when the tabs arrive.
 */
export function TagsBarFrame() {
  return <Bar aria-hidden="true" />;
}
