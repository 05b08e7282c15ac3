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

/**
 * The signed-in pages' own words (namespace `console`, beside the public ones in `../../zh.ts`),
 * Chinese, one file per menu area. They load with the console shell (`loadShellStrings`), not with
 * the sign-in page. What the definitions name (resources, their fields, dictionaries, menu names)
 * comes from them (`../fromDefinitions.ts`), not from here.
 */
export const zh = {
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

/** The shape every language has: English is typed by it, so it misses no Chinese string. */
export type ShellStrings = typeof zh;
