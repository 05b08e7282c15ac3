// `import.meta.env` is absent when vite.config.ts reads this file in Node.
const env: Partial<Record<string, string>> = import.meta.env ?? {};
const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The console's settings (SPEC §9 "Business constants"), the counterpart of Saber's website.js. */
export const website = {
  /** Storage keys are `${storagePrefix}-name`. */
  storagePrefix: 'saber',
  clientId: 'saber',
  clientSecret: 'saber_secret',
  /**
   * The sign-in wire, as set at build time (VITE_BLADE_DIALECT): `4x` speaks BladeX 4.x's
   * (`/blade-auth/token`, SM2 password), anything else SPEC's. Read by session/core.ts.
   */
  dialect: env.VITE_BLADE_DIALECT ?? '',
  /** 4.x: the SM2 public key set at build time; empty, it is read from the server at sign-in. */
  sm2PublicKey: env.VITE_BLADE_SM2_PUBLIC_KEY ?? '',
  tenantMode: true,
  defaultTenantId: '000000',
  captchaMode: true,
  /** Switching department and role: off (SPEC §6) unless the build sets VITE_SWITCH_MODE=true. */
  switchMode: env.VITE_SWITCH_MODE === 'true',
  /** Seconds after which the stored token is refreshed. */
  tokenTime: 3000,
  refreshCheckMs: 10_000,
  lockPage: '/lock',
  lockDelayMs: 100,
  /** SPEC §8/§9: a code or style chunk still loading after this long fails with `CHUNK_LOAD_FAILED`. */
  chunkLoadTimeoutMs: 120_000,
  firstPage: { label: 'home', path: '/wel/index' },
  /**
   * Kept tabs: at most this many pages stay mounted (hidden) while another tab is shown; the least
   * recently shown past it is unmounted and rebuilt from its address when chosen again.
   */
  keptTabs: Number(env.VITE_KEPT_TABS) > 0 ? Math.floor(Number(env.VITE_KEPT_TABS)) : 10,
  /** Data a kept page loaded less than this long ago is not fetched again when its tab comes back. */
  keptDataFreshMs: 30_000,
  defaultColor: '#409EFF',
  defaultTheme: 'theme-default',
  /**
   * Origins whose framed pages may receive the user's token through a menu address's `${token}`
   * (Saber's report designer). Empty: no framed page gets it.
   */
  tokenFrameOrigins: list(env.VITE_TOKEN_FRAME_ORIGINS),
  /** Third-party sign-in starts at `${authUrl}/${source}` (the server's JustAuth render endpoint). */
  authUrl: env.VITE_AUTH_URL || '/api/blade-auth/oauth/render',
  /**
   * Third-party sources offered on /login (`github,gitee,…`). None by default: the reference server
   * has no provider configured, and a button that can only fail is worse than none.
   */
  socialSources: list(env.VITE_SOCIAL_SOURCES),
  /** Single sign-on: the authorization page, followed by the address it returns to. */
  ssoUrl:
    env.VITE_SSO_URL ||
    'http://localhost:8100/oauth/authorize?client_id=saber&response_type=code&redirect_uri=',
  /** Where single sign-on returns with `?code=`; empty: this site's /login. */
  redirectUri: env.VITE_REDIRECT_URI || '',
  /** The report service (UReport) framed by report menus. */
  reportUrl: env.VITE_REPORT_URL || 'http://localhost:8108/ureport',
} as const;

/** The error message of a code or style chunk that did not load (SPEC §8). */
export const CHUNK_LOAD_FAILED = 'Loading chunk failed';
