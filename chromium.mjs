/**
 * One place for how this project starts Chromium: Debian's build (downloaded browsers cannot be had
 * here), headless, and without the background networking that a closed network refuses. Plain
 * JavaScript so the Vitest and Playwright configs and the Node bench scripts all import it.
 */
export const chromiumExecutablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

/** A fresh options object per caller: Vitest breaks when two browser projects share one. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumExecutablePath, args: [...chromiumArgs] };
}
