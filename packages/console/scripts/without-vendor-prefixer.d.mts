import type { Plugin } from 'vite';

/** A Vite plugin that builds stylis without its vendor prefixer (styled-components never runs it here). */
export function withoutVendorPrefixer(): Plugin;
