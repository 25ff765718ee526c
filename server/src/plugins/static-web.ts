import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appRoutePrefixes, publicRoutes } from '@contract/public-routes';

type Lang = 'en' | 'ar';

/**
 * `?lang=` wins (shareable links), then the `lang` cookie both the site and the app set, then
 * (a first visit) the browser's Accept-Language: its most preferred of our two languages.
 */
function langOf(req: FastifyRequest): Lang {
  const pick = (req.query as { lang?: string } | undefined)?.lang ?? req.cookies.lang;
  if (pick === 'ar' || pick === 'en') return pick;
  return preferredLanguage(req.headers['accept-language']);
}

export function preferredLanguage(header: string | undefined): Lang {
  const ranked = (header ?? '').split(',').map((part) => {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    return { lang: tag.slice(0, 2), q: Number.isFinite(q) ? q : 0 };
  });
  const best = ranked.filter((r) => (r.lang === 'ar' || r.lang === 'en') && r.q > 0).sort((a, b) => b.q - a.q)[0];
  return best?.lang === 'ar' ? 'ar' : 'en';
}

const htmlHeaders = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');

/**
 * Serves the built web: prerendered public pages per language, the app's index.html for
 * its routes, hashed assets with long caching, and the site's 404 page for everything else.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web build not found: run `npm run build` to serve the web app');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: true,
    // The build writes .br and .gz beside each file; serve those to browsers that accept them.
    preCompressed: true,
    setHeaders(reply, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`) || file.includes(`${path.sep}site-assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sitePage = (lang: Lang, route: string) => path.join('site', lang, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  const notFoundPage = (req: FastifyRequest, reply: FastifyReply) => {
    const page = sitePage(langOf(req), '/404');
    if (!existsSync(path.join(webDist, page))) return reply.status(404).type('text/plain').send('Not found');
    return htmlHeaders(reply).status(404).sendFile(page);
  };

  const servePage = (req: FastifyRequest, reply: FastifyReply, route: string) => {
    const page = sitePage(langOf(req), route);
    if (!existsSync(path.join(webDist, page))) return notFoundPage(req, reply);
    return htmlHeaders(reply).sendFile(page);
  };
  // Review ids become file names: only slugs, so no path can climb out of the site folder.
  const serveReview = (req: FastifyRequest, reply: FastifyReply) => {
    const { id } = req.params as { id: string };
    return /^[a-z0-9-]{1,80}$/.test(id) ? servePage(req, reply, `/review/${id}`) : notFoundPage(req, reply);
  };
  const serveApp = (_req: FastifyRequest, reply: FastifyReply) => htmlHeaders(reply).sendFile('index.html');

  const hide = { schema: { hide: true }, config: { rateLimit: false as const } };
  for (const route of publicRoutes) app.get(route, hide, (req, reply) => servePage(req, reply, route));
  app.get('/review/:id', hide, serveReview);
  // Pages are static files; the API's rate limit (in app.ts) does not count them anyway.
  for (const prefix of appRoutePrefixes) {
    app.get(prefix, hide, serveApp);
    app.get(`${prefix}/*`, hide, serveApp);
  }
  // The page a receipt's QR code opens carries its token in the path: declared as a parameter,
  // the request log writes `:token` instead (lib/request-log.ts).
  app.get('/receipt/check/:token', hide, serveApp);
  app.decorate('webNotFound', notFoundPage);
}

declare module 'fastify' {
  interface FastifyInstance {
    webNotFound?: (req: FastifyRequest, reply: FastifyReply) => unknown;
  }
}
