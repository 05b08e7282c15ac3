import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.BLADE_API_TARGET ?? 'http://127.0.0.1:8100';

/**
 * Starts the page's scripts after its first contentful paint. The server sends a complete page (markup,
 * styles, data), so a visitor needs no script to read it: on a slow phone the bandwidth of the
 * first moments goes to the page and its main picture, and hydration follows right after. The
 * built `<script type="module">` and its preloads move into a small loader at the end of `<body>`.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'blade-site-scripts-after-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) return html;
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html.replace(entry[0], '');
        for (const preload of preloads) out = out.replace(preload[0], '');
        const files = JSON.stringify({ entry: entry[1], preloads: preloads.map((match) => match[1]) });
        // Started by the first contentful paint (or, where that is not reported, the load event).
        const loader = `<script>(function(f){var done=false;function go(){if(done)return;done=true;f.preloads.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=f.entry;document.head.appendChild(s)}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)}).observe({type:'paint',buffered:true})}catch(e){}addEventListener('load',go)})(${files})</script>`;
        return out.replace('</body>', `    ${loader}\n  </body>`);
      },
    },
  };
}

/**
 * The website's two builds (`pnpm build`):
 * - the browser's (`dist/client`): `index.html` (the template the server fills) and hashed assets
 *   under `/site-app/`, a base of its own beside the console's files; then each text file gets its
 *   brotli and gzip copy (`scripts/precompress.mjs`, the template left out: it is filled per request);
 * - the server's (`vite build --ssr`, `dist/server/entry-server.js`): `render()` for the Fastify
 *   server, with every dependency bundled in, so it loads from any folder without node_modules.
 * `pnpm dev` serves the site alone, rendered in the browser, proxying /api.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  base: command === 'build' ? '/site-app/' : '/',
  plugins: [react(), scriptsAfterFirstPaint()],
  server: { port: 5732, strictPort: true, proxy: { '/api': { target: apiTarget, changeOrigin: true } } },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', sourcemap: true, emptyOutDir: true }
    : { outDir: 'dist/client', target: 'es2022', sourcemap: true, emptyOutDir: true },
}));
