import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Runs every story's play function and the axe check as a Vitest test.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
