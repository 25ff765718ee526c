import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// WEB_DIST moves the whole web output (e.g. to a scratch folder while another build runs).
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : here('../dist/web');

/**
 * The public site's client build: one classic script (theme, language, menu, forms) and one
 * stylesheet with its fonts, into dist/web/site-assets/. The HTML itself comes from
 * `web/src/public-site/prerender.ts`, which reads this build's manifest. It runs after the
 * SPA build and only ever empties its own folder, never dist/web.
 */
export default defineConfig({
  root: here('./src/public-site'),
  base: '/site-assets/',
  publicDir: false,
  resolve: {
    alias: {
      '@contract': here('../contract/src'),
      '@fontsource': here('../node_modules/@fontsource'),
    },
  },
  build: {
    outDir: resolve(webDist, 'site-assets'),
    emptyOutDir: true,
    assetsDir: '',
    manifest: true,
    modulePreload: false,
    sourcemap: false,
    target: 'es2020',
    assetsInlineLimit: 0,
    // One stylesheet file next to the script (pages must read fine without JS).
    cssCodeSplit: false,
    rolldownOptions: {
      input: { site: here('./src/public-site/client/main.ts') },
      output: {
        // A classic script (not type=module) runs before first paint: no flash of the wrong theme.
        format: 'iife',
        entryFileNames: '[name]-[hash].js',
        assetFileNames: '[name]-[hash][extname]',
      },
    },
  },
});
