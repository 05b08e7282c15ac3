// No package imports itself in a circle (issue 38): a circle makes load order matter and one
// module's change ripple through the other. Type-only imports count too. madge reads the imports
// the way TypeScript resolves them (each package's tsconfig).
import madge from 'madge';

const PACKAGES = ['blade-schema', 'blade-client', 'ui', 'console', 'site', 'server'];
let found = 0;
for (const name of PACKAGES) {
  const result = await madge(`packages/${name}/src`, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: `packages/${name}/tsconfig.json`,
    excludeRegExp: [/\.(test|stories)\.tsx?$/],
  });
  for (const circle of result.circular()) {
    found++;
    console.error(`import circle in ${name}: ${[...circle, circle[0]].join(' → ')}`);
  }
}
if (found) {
  console.error(`\n${found} import circle(s): move what both sides need into a module of its own.`);
  process.exit(1);
}
console.log(`no import circles in ${PACKAGES.length} packages`);
