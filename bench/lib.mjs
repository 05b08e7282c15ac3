// Shared pieces of the benchmarks: a real server on loopback and Debian's Chromium (the server
// also for e2e/flow-restart.spec.ts, which crashes and restarts one of its own; types in lib.d.mts).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumLaunchOptions, fullChromiumPath } from '../chromium.mjs';
import { SERVER_NODE_FLAGS } from '../packages/server/node-flags.mjs';

/** The browser people run (not the tests' headless shell): the benches measure what they get. */
export function launchChromium() {
  return chromium.launch(chromiumLaunchOptions(fullChromiumPath));
}

/**
 * Starts the built server (`main`: another build of it, to compare two) on a fresh database, or on
 * the one `extraEnv.DATA_DIR` names (a restart on the same data), and resolves once /api/health
 * answers, with its address, process id and `stop`.
 */
export async function startServer(port, extraEnv = {}, main = 'packages/server/dist/main.js') {
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: extraEnv.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'blade-bench-')),
    BLADE_CAPTCHA: 'false',
    ...extraEnv,
  };
  return { base, ...(await startNodeProcess([main], env, `${base}/api/health`)) };
}

/**
 * A fresh context (empty cache, no storage) and its page, in a window that has finished opening.
 *
 * Why the wait: a new window of the full browser starts its own UI as it opens — the omnibox
 * popup's WebUI renderer compiles its scripts, the browser process builds the window — about 1.5 s
 * of CPU over its first second (~170 ms per 100 ms: both cores of this machine; seen with the
 * DevTools protocol's SystemInfo.getProcessInfo, and in a trace of /login's cold load as the "WebUI
 * Top Renderer" compiling omnibox_popup.js beside the page). A person opens /login in a window that
 * is already open, so a load measured in a window still opening measured the browser's start as
 * much as the page. Settled, medians of 5–7 cold loads (2026-12-04): /login's FCP 544 → 316 ms,
 * the at-once sign-in 411 → 288 ms (interleaved), CrudTable's 10k-row first render 190 → 98 ms.
 * So the page waits until Chromium's processes together are idle (`browserIdle`) before the caller
 * navigates. `settle: false` keeps a window still opening: the way Saber's figures were taken
 * (issue 17), printed beside them so a comparison uses one method.
 */
export async function openColdPage(browser, contextOptions = {}, { settle = true } = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  if (settle) await browserIdle(browser);
  return { context, page };
}

/**
 * Resolves once all of Chromium's processes together use under `quietMs` of CPU per 100 ms, three
 * samples in a row (or after `timeoutMs`, resolving false): the browser has nothing of its own to do.
 */
export async function browserIdle(browser, { quietMs = 10, samples = 3, timeoutMs = 10_000 } = {}) {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const cpuSeconds = async () =>
      (await cdp.send('SystemInfo.getProcessInfo')).processInfo.reduce((sum, info) => sum + info.cpuTime, 0);
    const deadline = Date.now() + timeoutMs;
    let last = await cpuSeconds();
    let quiet = 0;
    while (quiet < samples) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await cpuSeconds();
      quiet = (now - last) * 1000 < quietMs ? quiet + 1 : 0;
      last = now;
    }
    return true;
  } finally {
    await cdp.detach();
  }
}

/** Signs in through the form, as admin, so the page's context holds a session for the signed-in pages. */
export async function signIn(page, base) {
  await page.goto(`${base}/login`);
  await page.fill('#login-username', 'admin');
  await page.fill('#login-password', 'admin');
  // The bench server runs with BLADE_CAPTCHA=false: any code passes.
  await page.fill('#login-captcha', 'abcd');
  await page.click('button[type="submit"]');
  await page.waitForURL('**/wel/index');
  // The address changes when the console's router starts, while the menu is still on its way: the
  // sign-in is over when the console has taken the form's place.
  await page.waitForSelector('#login-username', { state: 'detached' });
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * The median of the finite values (the mean of the middle two for an even count), NaN when there
 * are none: a run that recorded nothing (no paint, say) says nothing about the others.
 */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `min–max` of the values, with `digits` decimals (as they are when omitted). */
export function range(values, digits) {
  const f = (n) => (digits === undefined ? String(n) : n.toFixed(digits));
  return `${f(Math.min(...values))}–${f(Math.max(...values))}`;
}

/** The median with the runs' min–max beside it, `digits` decimals: `1520 (1490–1610)`. */
export function spread(values, digits = 0) {
  return `${median(values).toFixed(digits)} (${range(values, digits)})`;
}

/** Resolves to performance.now() in the page once `check(arg)` holds there (polled every frame). */
export function when(page, check, arg) {
  return page
    .waitForFunction(check, arg, { polling: 'raf', timeout: 30_000 })
    .then((handle) => handle.jsonValue());
}

/**
 * For `when`, run in the page: the sign-in form can be typed into, the server's pre-painted copy
 * (login.html; what is typed there carries over to the app's form) or the app's own.
 */
export const formUsable = () => {
  const painted = [...document.querySelectorAll('[data-prerender] input[name="username"]')].find(
    (input) => input.getClientRects().length > 0,
  );
  const input = document.getElementById('login-username') ?? painted;
  return input && !input.disabled && input.getClientRects().length > 0 ? performance.now() : false;
};

/**
 * CPU time (user + system, µs) the process `pid` has used so far, from /proc (Linux); undefined
 * elsewhere. Divided by the requests it answered, it is a figure a busy machine distorts far less
 * than requests per second.
 */
export function processCpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (USER_HZ, 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/**
 * `node args…` as a process of its own (pinned to `cpus` with taskset when given), resolved once
 * `readyUrl` answers below 500, with its pid and a `stop` that sends `signal` (SIGTERM; SIGKILL
 * for a crash) and waits for its exit. Every server a bench starts (the product, the floor, bare
 * node:http) runs with the Node flags the product ships with (packages/server/node-flags.mjs): a
 * comparison gives each side the same runtime.
 */
export async function startNodeProcess(args, env, readyUrl, { cpus } = {}) {
  const [command, argv] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, ...SERVER_NODE_FLAGS, ...args]]
    : [process.execPath, [...SERVER_NODE_FLAGS, ...args]];
  const child = spawn(command, argv, {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited (${child.exitCode})`);
    const up = await fetch(readyUrl).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) {
      return {
        pid: child.pid,
        async stop(signal = 'SIGTERM') {
          child.kill(signal);
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not answer ${readyUrl}`);
}

/**
 * The bare node:http comparison server (bench/servers/bare.mjs) as a process of its own on `port`,
 * answering `body` as JSON (or, with `contentType`, the text as it is) with `headers` beside its
 * content type; `cpus` pins it with taskset (as bench/list-aims.mjs pins every server).
 */
export async function startBareServer(port, body, cpus, contentType, headers = {}) {
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'blade-bench-bare-')), 'body');
  writeFileSync(bodyFile, contentType ? body : JSON.stringify(body));
  const url = `http://127.0.0.1:${port}/`;
  const bare = await startNodeProcess(
    ['bench/servers/bare.mjs'],
    {
      PORT: String(port),
      BODY_FILE: bodyFile,
      HEADERS: JSON.stringify(headers),
      ...(contentType ? { CONTENT_TYPE: contentType } : {}),
    },
    url,
    { cpus },
  );
  return { url, ...bare };
}
