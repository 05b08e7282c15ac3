// What an install put into an app: the versions of each package in pnpm's virtual store.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** `{ name: [versions] }` of the packages whose names start with `prefix` (`@tiptap/`), as pnpm installed them in `app`. */
export function installedVersions(app, prefix) {
  const versions = {};
  for (const entry of readdirSync(path.join(app, 'node_modules/.pnpm'))) {
    // `@tiptap+core@3.35.0_@tiptap+pm@3.35.0`: the name (`/` written `+`), `@`, the version, then peers.
    const match = /^(@?[^@]+)@([^_]+)/.exec(entry);
    if (!match) continue;
    const name = match[1].replace('+', '/');
    if (!name.startsWith(prefix)) continue;
    versions[name] = [...new Set([...(versions[name] ?? []), match[2]])];
  }
  return versions;
}

/** Problems for each package of `prefix` installed in more than one version, or in versions apart. */
export function oneVersionOf(app, prefix) {
  const versions = installedVersions(app, prefix);
  const all = new Set(Object.values(versions).flat());
  if (all.size <= 1) return [];
  return [
    `${prefix}* installed in ${all.size} versions: ${Object.entries(versions)
      .map(([name, list]) => `${name}@${list.join('|')}`)
      .join(', ')}`,
  ];
}
