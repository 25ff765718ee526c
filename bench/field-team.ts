/**
 * Issue 38: a field team behind one address. The built server (`npm start`'s command) with the
 * rate limits at their defaults, on the demo company plus REPS (default 60) reps; every request
 * from 127.0.0.1, as an office Wi-Fi or a carrier's shared address would send them:
 *
 *   1. each rep signs in (arriving over SIGN_IN_S seconds, default 10);
 *   2. each rep opens the app cold (the calls the app makes on a cold open, below);
 *   3. a morning's browsing: each rep's ten screens (the calls each screen makes), spread over
 *      MORNING_S seconds (default 40: a few minutes of clicking, compressed);
 *   4. one rep floods (FLOOD_CONNECTIONS at once, as fast as the server answers) and must get
 *      429 with Retry-After, while a colleague on the same address still gets 200.
 *
 * Phases 1–3 must see no 429. Prints each phase's answers by status and p50/p99.
 *
 *   npm run build && npm run bench:field-team
 *   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/postgres; a fresh
 *   `ziyara_bench_field` database on it)
 *
 * Sign-in keeps its own per-IP limit (LOGIN_RATE_LIMIT_PER_MINUTE, 20 by default): sixty
 * sign-ins from one address in a minute would meet it, so this bench runs it at
 * BENCH_LOGIN_PER_MINUTE (default 60) and says so; `BENCH_LOGIN_PER_MINUTE=20` shows the default.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../server/src/config';
import { appLoginUrl } from '../server/src/db/app-login';
import { freshDatabase, serverProcess } from './server-process';

const REPS = Number(process.env.REPS ?? 60);
const SIGN_IN_S = Number(process.env.SIGN_IN_S ?? 10);
const MORNING_S = Number(process.env.MORNING_S ?? 40);
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 20);
const LOGIN_PER_MINUTE = process.env.BENCH_LOGIN_PER_MINUTE ?? '60';
/** Calls a browser has in flight at once to one origin (HTTP/1.1). */
const BROWSER_PARALLEL = 6;
const DEMO_PASSWORD = 'Ziyara!2026';
const TEMPLATE_REP = 'sales1@demo.ziyara.app';

if (!existsSync('dist/server/main.mjs')) throw new Error('Build first: npm run build');

/** Today in the demo company's zone (Asia/Riyadh), as the visit list's day filter names it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
const month = today.slice(0, 7);

/**
 * A rep's cold open of /app, as the built app makes it: recorded in Chromium (a reload of /app
 * signed in as the demo rep, 18 calls): the guard's session check, the shell (company, bell,
 * unread messages), the dashboard, the live stream, the day's visits and each visit on it,
 * and the tasks' three lists. `{visits}`: one call per visit of the day's list.
 */
const COLD_OPEN = [
  'POST /api/v1/auth/verify/',
  'GET /api/v1/tenant/show/',
  'GET /api/v1/notifications/list?page=1&page_size=20',
  'GET /api/v1/visit/messages/unread',
  'GET /api/v1/main/dash/board',
  'GET /api/v1/events/stream',
  'GET /api/v1/visit/list?page=1&filter_type=1&page_size=10',
  `GET /api/v1/visit/list?page=1&filter_type=1&selected_date=${today}&page_size=10`,
  '{visits}',
  'GET /api/v1/taskos/list?page=1&page_size=10',
  'GET /api/v1/taskos/list?page=1&status=0&page_size=10',
  'GET /api/v1/taskos/list?page=1&status=1&page_size=10',
];

/**
 * The screens of a morning, recorded the same way (each screen's list calls), with the records
 * on them opened (`{visits}`, `{clients}`: the details of each row of the rep's first page).
 * The issue measured 263 calls for ten screens; a rep here makes MORNING_CALLS, going round
 * these screens in turn.
 */
const SCREENS: string[][] = [
  ['GET /api/v1/client/list?page=1&page_size=10', '{clients}'],
  ['GET /api/v1/visit/list?page=1&filter_type=2&page_size=10', '{visits}'],
  ['GET /api/v1/taskos/list?page=1&page_size=10', 'GET /api/v1/taskos/list?page=1&status=0&page_size=10'],
  ['GET /api/v1/meeting?when=upcoming&page=1&page_size=10'],
  ['GET /api/v1/maintenance/list?page=1&page_size=10', 'GET /api/v1/maintenance/technicians'],
  [`GET /api/v1/get/kpi/?month=${month}`],
  ['GET /api/v1/main/dash/board', 'GET /api/v1/notifications/list?page=1&page_size=20'],
  ['GET /api/v1/lead/list?page=1&page_size=10'],
  ['GET /api/v1/client/list?page=2&page_size=10', `GET /api/v1/visit/list?page=1&filter_type=1&selected_date=${today}&page_size=10`],
  ['GET /api/v1/visit/list?page=1&filter_type=3&page_size=10', '{visits}'],
];
const MORNING_CALLS = Number(process.env.MORNING_CALLS ?? 263);

/** The most calls one rep had made within one of their minutes (from the x-ratelimit headers). */
let busiestUser = 0;

interface Answer {
  status: number;
  ms: number;
  /** What was asked, without ids: to say which calls were refused. */
  call?: string;
  code?: string;
}

interface Rep {
  email: string;
  headers: Record<string, string>;
  token: string;
  /** The rep's own records, read once as the app's lists would show them. */
  visitIds: string[];
  clientIds: string[];
}

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = await freshDatabase(adminUrl, 'ziyara_bench_field');
const server = await serverProcess(
  {
    NODE_ENV: 'production',
    // Requests as the app role, as in production; seeding here through the owner (the superuser).
    DATABASE_OWNER_URL: dbUrl,
    DATABASE_URL: appLoginUrl(dbUrl),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ziyara-field-')),
    JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    WEB_DIST: '.tmp/no-web',
    SEED_DEMO: 'true',
    LOGIN_RATE_LIMIT_PER_MINUTE: LOGIN_PER_MINUTE,
    // RATE_LIMIT_MAX, RATE_LIMIT_USER_PER_MINUTE and RATE_LIMIT_COMPANY_PER_MINUTE: their defaults,
    // unless this shell sets them (serverProcess passes its environment on).
  },
  { built: true },
);

try {
  const reps = await addReps(REPS);
  const csrf = { cookie: 'csrftoken=bench', 'x-csrftoken': 'bench' };

  say(`${REPS} reps of one company, every call from 127.0.0.1; limits a minute: ${limitsInForce()}`);

  // 1. Sign-in: the reps arrive over SIGN_IN_S seconds; one told 503 (the server busy) tries again
  // after its Retry-After, as a person pressing the button again would.
  const signIns = await phase('sign-in', reps, async (rep) => {
    await new Promise((r) => setTimeout(r, Math.random() * SIGN_IN_S * 1000));
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 3 && !rep.token; attempt++) {
      const started = performance.now();
      const res = await fetch(`${server.base}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { ...csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ email: rep.email, password: DEMO_PASSWORD }),
      });
      const body = await res.text();
      answers.push({ status: res.status, ms: performance.now() - started, call: 'POST /api/v1/auth/login/', code: codeOf(body) });
      if (res.ok) {
        rep.token = (JSON.parse(body) as { access: string }).access;
        rep.headers = { ...csrf, authorization: `Bearer ${rep.token}` };
      } else if (res.status === 503) await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 5) * 1000));
      else break;
    }
    return answers;
  });
  const signedIn = reps.filter((r) => r.token);
  if (signedIn.length < reps.length) say(`  ${reps.length - signedIn.length} reps could not sign in: they go on without a token`);

  // 2. The cold open, all reps at once.
  const opens = await phase('cold open', reps, async (rep) => {
    await readOwnRecords(rep);
    return browse(rep, expand(COLD_OPEN, rep));
  });

  // 3. The morning: each rep's screens, in turn until MORNING_CALLS, at random moments within MORNING_S.
  const morning = await phase('morning', reps, async (rep) => {
    const screens: string[][] = [];
    for (let n = 0, i = 0; n < MORNING_CALLS; i++) {
      const calls = expand(SCREENS[i % SCREENS.length]!, rep).slice(0, MORNING_CALLS - n);
      screens.push(calls);
      n += calls.length;
    }
    const answers: Answer[] = [];
    const moments = screens.map(() => Math.random() * MORNING_S * 1000).sort((a, b) => a - b);
    const started = performance.now();
    for (const [i, screen] of screens.entries()) {
      const wait = moments[i]! - (performance.now() - started);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      answers.push(...(await browse(rep, screen)));
    }
    return answers;
  });
  const limited = [signIns, opens, morning].reduce((n, a) => n + a.filter((x) => x.status === 429).length, 0);
  say(`429s in sign-in, cold open and morning: ${limited} (must be 0); the busiest rep's minute: ${busiestUser} calls`);

  // 4. One rep floods; a colleague on the same address carries on.
  const [flooder, colleague] = [reps[0]!, reps[1]!];
  const flood: Answer[] = [];
  let stop = false;
  let retryAfter: string | null = null;
  const floodStarted = performance.now();
  await Promise.all(
    Array.from({ length: FLOOD_CONNECTIONS }, async () => {
      while (!stop && flood.length < 5_000) {
        const started = performance.now();
        const res = await fetch(`${server.base}/api/v1/auth/me/`, { headers: flooder.headers });
        await res.arrayBuffer();
        flood.push({ status: res.status, ms: performance.now() - started });
        if (res.status === 429) {
          retryAfter ??= res.headers.get('retry-after');
          stop = true;
        }
      }
    }),
  );
  const colleagueRes = await fetch(`${server.base}/api/v1/auth/me/`, { headers: colleague.headers });
  const ok = flood.filter((a) => a.status === 200).length;
  say(
    `flood: one rep, ${FLOOD_CONNECTIONS} at once: ${ok} answered, then 429 (Retry-After ${retryAfter} s) ` +
      `after ${((performance.now() - floodStarted) / 1000).toFixed(1)} s; a colleague on the same address: ${colleagueRes.status}`,
  );
  if (limited > 0 || retryAfter === null || colleagueRes.status !== 200) process.exitCode = 1;
} finally {
  await server.stop();
}

/**
 * `count` reps in the demo company, each a copy of the demo rep (same password), and the demo
 * rep's clients and visits shared out among them, so each has records of their own to open.
 */
async function addReps(count: number): Promise<Rep[]> {
  const owner = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  const { rows } = await owner.query<{ email: string }>(
    `insert into users (tenant_id, full_name, email, phone, role, password_hash)
     select u.tenant_id, 'Field rep ' || n, 'rep' || n || '@field.bench', u.phone, u.role, u.password_hash
     from users u cross join generate_series(1, $2::int) n where u.email = $1
     returning email`,
    [TEMPLATE_REP, count],
  );
  for (const table of ['clients', 'visits']) {
    await owner.query(
      `with reps as (select id, row_number() over (order by id) - 1 k from users where email like 'rep%@field.bench'),
            mine as (select t.id, row_number() over (order by t.id) - 1 n from ${table} t
                     where t.assigned_to = (select id from users where email = $1))
       update ${table} t set assigned_to = reps.id from mine join reps on reps.k = mine.n % $2 where t.id = mine.id`,
      [TEMPLATE_REP, count],
    );
  }
  await owner.end();
  return rows.map((r) => ({ email: r.email, headers: {}, token: '', visitIds: [], clientIds: [] }));
}

/** The ids on the rep's first page of visits and of clients (not timed: the app has them from its lists). */
async function readOwnRecords(rep: Rep): Promise<void> {
  const ids = async (url: string) => {
    const res = await fetch(`${server.base}${url}`, { headers: rep.headers });
    const body = (await res.json()) as { results?: { id: string }[] };
    return (body.results ?? []).map((r) => r.id);
  };
  rep.visitIds = await ids('/api/v1/visit/list?page=1&filter_type=0&page_size=10');
  rep.clientIds = await ids('/api/v1/client/list?page=1&page_size=10');
}

/** `{visits}` and `{clients}` become a details call for each of the rep's records. */
function expand(calls: string[], rep: Rep): string[] {
  return calls.flatMap((call) =>
    call === '{visits}'
      ? rep.visitIds.map((id) => `GET /api/v1/get/visit/${id}`)
      : call === '{clients}'
        ? rep.clientIds.map((id) => `GET /api/v1/get/client/${id}`)
        : [call],
  );
}

/** The calls as the browser sends them: BROWSER_PARALLEL at a time, each timed. */
async function browse(rep: Rep, calls: string[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(BROWSER_PARALLEL, calls.length) }, async () => {
      while (next < calls.length) {
        const [method, url] = calls[next++]!.split(' ') as [string, string];
        const started = performance.now();
        // The session check carries the token in its body, as the app sends it (no bearer: anonymous).
        const verify = url.endsWith('/auth/verify/');
        const res = await fetch(`${server.base}${url}`, {
          method,
          headers: verify ? { ...withoutBearer(rep.headers), 'content-type': 'application/json' } : rep.headers,
          body: verify ? JSON.stringify({ token: rep.token }) : undefined,
        });
        // The live stream stays open in the app; here its first answer is what is timed.
        const body = url.includes('/events/stream') ? (await res.body?.cancel(), '') : await res.text();
        const ms = performance.now() - started;
        answers.push({
          status: res.status,
          ms,
          call: `${method} ${url.split('?')[0]!.replace(/[0-9a-f-]{36}/, ':id')}`,
          code: codeOf(body),
        });
        // Signed in, the headers are the user's own count: the most any rep used of it in a minute.
        const remaining = res.headers.get('x-ratelimit-remaining');
        const limit = res.headers.get('x-ratelimit-limit');
        if (!verify && remaining !== null && limit !== null) busiestUser = Math.max(busiestUser, Number(limit) - Number(remaining));
      }
    }),
  );
  return answers;
}

function withoutBearer(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'authorization'));
}

/** Runs `fn` for every rep at once; prints the answers by status with p50/p99. */
async function phase(name: string, reps: Rep[], fn: (rep: Rep) => Promise<Answer[]>): Promise<Answer[]> {
  const started = performance.now();
  const answers = (await Promise.all(reps.map(fn))).flat();
  const seconds = (performance.now() - started) / 1000;
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const at = (p: number) => (ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] ?? 0).toFixed(0);
  const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  const refused = new Map<string, number>();
  for (const a of answers)
    if (a.status >= 400)
      refused.set(`${a.status} ${a.code ?? ''} ${a.call ?? ''}`, (refused.get(`${a.status} ${a.code ?? ''} ${a.call ?? ''}`) ?? 0) + 1);
  say(
    `${name}: ${answers.length} calls in ${seconds.toFixed(1)} s (${Math.round((answers.length / seconds) * 60)}/min from one IP); ` +
      `${statuses.join(' ')}; p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  );
  for (const [what, n] of [...refused].sort(([, a], [, b]) => b - a).slice(0, 5)) say(`  ${n}× ${what}`);
  return answers;
}

/** The error code of a reply's body, if it is one. */
function codeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/** The limits the server runs with: this environment's, read as the server reads it (config.ts). */
function limitsInForce(): string {
  const config = loadConfig({ ...process.env, JWT_SECRET: 'x'.repeat(32), DATA_DIR: tmpdir() });
  return [
    `per IP ${config.rateLimitMax}`,
    `per user ${config.userRateLimitPerMinute}`,
    `per company ${config.companyRateLimitPerMinute}`,
    `sign-in per IP ${LOGIN_PER_MINUTE} (a minute each)`,
  ].join(', ');
}

function say(line: string): void {
  console.log(line);
}
