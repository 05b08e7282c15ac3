import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

// Runs every story's play function and the axe check as a Vitest test.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// `findBy…`/`waitFor` in play functions wait up to 5 s instead of 1 s, as the unit tests do
// (vitest.setup.ts): CI runs the story shards beside the type check on two cores, and there a toast
// after a confirmed action once took longer than a second (CrudTable "Declared Row Actions", stop 51).
// A wait that succeeds sooner returns sooner; only a real failure takes the full time.
configure({ asyncUtilTimeout: 5_000 });
