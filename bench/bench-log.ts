import { mkdirSync, writeFileSync } from 'node:fs';
import { seededBenchDatabase } from './visits-setup';

/**
 * What a bench prints, also kept: `write` puts it in bench/results/<name>-<date>.md (committed),
 * where the figures an issue note quotes can be found again.
 */
export function benchLog(name: string) {
  const lines: string[] = [];
  return {
    say: (line: string) => {
      console.log(line);
      lines.push(line);
    },
    write(title: string) {
      mkdirSync('bench/results', { recursive: true });
      const file = `bench/results/${name}-${new Date().toISOString().slice(0, 10)}.md`;
      writeFileSync(file, `# ${title}\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`);
      console.log(`wrote ${file}`);
    },
  };
}

/** The bench company (bench:seed's) on DATABASE_URL's server: seeded, or reused with BENCH_REUSE=1. */
export const benchCompany = (visits: number, password: string, say: (line: string) => void) =>
  seededBenchDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', visits, password, say);
