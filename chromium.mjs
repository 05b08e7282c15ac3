/**
 * One place for how this project starts Chromium: Debian's builds (downloaded browsers cannot be had
 * here), headless, and without the background networking that a closed network refuses. Plain
 * JavaScript so the Vitest and Playwright configs and the Node bench scripts all import it.
 */
import { existsSync } from 'node:fs';

/** The browser people run, in its headless mode: what the benches measure. */
export const fullChromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const headlessShellPath = '/usr/bin/chromium-headless-shell';
/**
 * What the tests drive: Debian's `chromium-headless-shell` when installed (scripts/run.sh installs
 * it), else the full browser. The shell is the same Blink and Skia without the browser's own UI — the
 * full browser's headless mode still runs its top-chrome WebUI renderers and a busier browser
 * process — and the e2e suite, CPU-bound with its two halves on two cores, needs ~26 % less CPU in it
 * (11 CRUD tests: 95–100 against 131–135 CPU-s); screenshots match the visual references in both.
 */
export const chromiumExecutablePath =
  process.env.CHROME_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : fullChromiumPath);

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * A fresh options object per caller (Vitest breaks when two browser projects share one), for the
 * tests' browser unless another is named.
 */
export function chromiumLaunchOptions(executablePath = chromiumExecutablePath) {
  return { executablePath, args: [...chromiumArgs] };
}
