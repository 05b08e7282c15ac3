import type { ShellStrings } from '../zh';
import { authority } from './authority';
import { base } from './base';
import { desk } from './desk';
import { frame } from './frame';
import { history } from './history';
import { live } from './live';
import { monitor } from './monitor';
import { resource } from './resource';
import { system } from './system';
import { tool } from './tool';
import { website } from './website';

/** The signed-in pages' own words (namespace `console`), English, one file per menu area. */
export const en: ShellStrings = {
  ...frame,
  ...desk,
  ...monitor,
  ...tool,
  ...website,
  ...resource,
  ...base,
  ...authority,
  ...system,
  ...history,
  ...live,
};
