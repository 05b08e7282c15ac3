// The Next.js (app router) part of the consumer test: the app in scripts/consumer/next-app, whose
// files packages/ui/README.md quotes in "Using ui in Next.js", built by `next build` from the ui
// tarball. Its page is a server component importing `{ Button }` from the package; the prerendered
// HTML must carry the Button's styles, written by the layout's styled-components registry.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exactVersions, installApp, root, run, tail } from './packs.mjs';

// The newest Next.js; `npm view next@16.4.6 engines` says node >=20.9.0, so it runs on Node 20.
export const NEXT_VERSION = '16.4.6';

const appDir = path.join(root, 'scripts/consumer/next-app');
const readme = path.join(root, 'packages/ui/README.md');

/** The app's own files (what the README must quote), relative to its folder. */
function appFiles() {
  return readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'tsconfig.json')
    .map((entry) => path.relative(appDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The classes of the page's first `<button>` and the CSS of its styled-components style tags. */
function buttonAndStyles(html) {
  const button = /<button\b[^>]*\bclass="([^"]*)"/.exec(html);
  const tags = [...html.matchAll(/<style\b[^>]*\bdata-styled\b[^>]*>([\s\S]*?)<\/style>/g)];
  return { classes: button ? button[1].split(/\s+/) : [], css: tags.map((tag) => tag[1]).join('\n') };
}

/** Records in `report` the README's quotes, the Next.js build and the Button's styles in its HTML. */
export function checkNext(report, work, uiTarball) {
  const text = readFileSync(readme, 'utf8');
  const unquoted = appFiles().filter(
    (file) => !text.includes(readFileSync(path.join(appDir, file), 'utf8').trim()),
  );
  report.record(
    `ui's README quotes the Next.js app's files as they are (${appFiles().join(', ')})`,
    unquoted.map(
      (file) => `scripts/consumer/next-app/${file} is not quoted verbatim in packages/ui/README.md`,
    ),
  );

  const app = path.join(work, 'next-app');
  cpSync(appDir, app, { recursive: true });
  const install = installApp(
    app,
    { '@blade-console/ui': uiTarball },
    {
      dependencies: { next: NEXT_VERSION, ...exactVersions(['react', 'react-dom', 'styled-components']) },
      devDependencies: {
        ...exactVersions(['typescript', '@types/react', '@types/react-dom', '@types/node']),
      },
    },
  );
  if (
    !report.record(
      `installs Next.js ${NEXT_VERSION} beside the ui tarball (engine-strict)`,
      install.ok ? [] : [tail(install.output)],
    )
  )
    return;

  const built = run(path.join(app, 'node_modules/.bin/next'), ['build'], {
    cwd: app,
    quiet: true,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (
    !report.record(
      'Next.js builds the app: a server page importing { Button } from @blade-console/ui, UiProvider in the layout',
      built.ok ? [] : [tail(built.output)],
    )
  )
    return;

  const page = path.join(app, '.next/server/app/index.html');
  const problems = [];
  if (!existsSync(page)) problems.push('no prerendered .next/server/app/index.html');
  else {
    const { classes, css } = buttonAndStyles(readFileSync(page, 'utf8'));
    if (classes.length === 0) problems.push('the page has no <button> with a class');
    else if (!css) problems.push('the page has no <style data-styled> tag: the registry wrote nothing');
    else {
      if (!classes.some((name) => css.includes(`.${name}{`)))
        problems.push(`no rule in the style tags for the Button's classes (${classes.join(' ')})`);
      if (!css.includes('--bc-'))
        problems.push("no theme variables (--bc-…): UiProvider's global styles are missing");
    }
  }
  report.record(
    "the prerendered HTML carries the Button's styles and the theme's (<style data-styled>)",
    problems,
  );
}
