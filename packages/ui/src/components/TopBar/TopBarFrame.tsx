import { Header } from './TopBar.styles';

/**
 * The top bar's empty frame (its height, background and border), for a shell that renders the bar
 * a moment after the rest of its first frame: nothing below it moves when the bar's contents arrive.
 */
export function TopBarFrame() {
  return <Header aria-hidden="true" />;
}
