import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from '../../../../.storybook/preview';

// The stories render with the same decorators as in Storybook (UiProvider, theme, locale), without
// the a11y annotations: the storybook project checks accessibility, this one only pixels.
setProjectAnnotations([projectAnnotations]);

// Deterministic pixels: no motion, no blinking caret, no smooth scrolling.
const style = document.createElement('style');
style.textContent = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;
document.head.appendChild(style);
