import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appRoutePrefixes } from '../contract/src/public-routes';

const root = fileURLToPath(new URL('.', import.meta.url));

/** A navigation the app's shell answers: one of the app's own path prefixes (never /api, never the public site). */
const appNavigation = appRoutePrefixes.map((prefix) => new RegExp(`^${prefix.replace(/\//g, '\\/')}(\\/|$)`));

/**
 * The signed-in single-page app (index.html). The public site has its own build.
 * The service worker (ADR 0026) precaches the app's shell, so a signed-in rep's app opens with
 * no network: every script and style, the icons and manifests, and the Latin and Arabic font
 * files only (the fonts' other scripts are never shown and would triple the download).
 */
export default defineConfig({
  root,
  plugins: [
    react(),
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        globPatterns: [
          'index.html',
          'boot.js',
          'favicon.svg',
          'icons/*.png',
          '*.webmanifest',
          'assets/*.{js,css}',
          'assets/*-{latin,arabic}-*.woff2',
        ],
        navigateFallback: '/index.html',
        navigateFallbackAllowlist: appNavigation,
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  resolve: { alias: { '@contract': fileURLToPath(new URL('../contract/src', import.meta.url)) } },
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: false },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
