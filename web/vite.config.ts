import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The signed-in single-page app (index.html). The public site has its own build. */
export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: { '@contract': fileURLToPath(new URL('../contract/src', import.meta.url)) } },
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: false },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
