/** The console's settings (SPEC §9 "Business constants"), the counterpart of Saber's website.js. */
export const website = {
  /** Storage keys are `${storagePrefix}-name`. */
  storagePrefix: 'saber',
  clientId: 'saber',
  clientSecret: 'saber_secret',
  tenantMode: true,
  defaultTenantId: '000000',
  captchaMode: true,
  /** Switching department and role is off (SPEC §6). */
  switchMode: false,
  /** Seconds after which the stored token is refreshed. */
  tokenTime: 3000,
  refreshCheckMs: 10_000,
  lockPage: '/lock',
  lockDelayMs: 100,
  firstPage: { label: 'home', path: '/wel/index' },
  defaultColor: '#409EFF',
  defaultTheme: 'theme-default',
  /**
   * Origins whose framed pages may receive the user's token through a menu address's `${token}`
   * (Saber's report designer). Empty: no framed page gets it.
   */
  // `import.meta.env` is absent when vite.config.ts reads this file in Node.
  tokenFrameOrigins: (import.meta.env?.VITE_TOKEN_FRAME_ORIGINS ?? '').split(',').filter(Boolean) as string[],
} as const;
