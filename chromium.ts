// TypeScript entry for the shared Chromium settings (the values live in chromium.mjs for Node scripts).
export * from './chromium.mjs';
