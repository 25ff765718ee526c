import type { TestApp } from './build-test-app';
import type { Company } from './factories';

/** How one operation is called with company B's ids (A's tenant in tokens), other fields valid. */
export interface Req {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Multipart fields; a PNG `file` part is sent with them when `file` is set. */
  form?: Record<string, string>;
  file?: string;
}

/**
 * What a module tells the sweeps that cover every route about its own routes, in
 * `server/src/modules/<m>/<m>.test-cases.ts` exporting `testCases` (found below, so a new
 * module edits none of the sweeps). Keys are `METHOD /api/v1/path/{id}` as the OpenAPI
 * document writes them.
 */
export interface ModuleCases {
  /** A body each of the module's JSON routes accepts (hostile-input.test.ts); `co` is the test's company. */
  samples?: Record<string, (co: Company) => Record<string, unknown>>;
  /** The module's records of company B that the tenancy sweep names, made through the API. */
  world?: (t: TestApp, b: Company) => Promise<Record<string, string>>;
  /** How each id-taking route is called with B's records (`mine`: what `world` made). */
  tenancy?: Record<string, (mine: Record<string, string>, b: Company) => Req>;
  /** Routes that take an id only as a filter: a 200 is allowed, showing nothing of B. */
  filters?: string[];
  /** Create calls whose body names other records: a 400 naming one of these fields is allowed. */
  references?: Record<string, string[]>;
  /** POST/PUT routes without a JSON body (none, or multipart): the id fields they read (`[]`: none). */
  undocumentedBodies?: Record<string, string[]>;
  /**
   * Per kind of file owner the module attaches (its `<m>.file-owners.ts`): attaches a file to a
   * record of `co`'s sales rep through the module's routes and returns the file's id. The rep
   * and the managers must see it; another rep and the maintenance role get a 404.
   */
  attachedFiles?: Record<string, (t: TestApp, co: Company) => Promise<string>>;
}

export const moduleCases: ModuleCases[] = Object.values(
  import.meta.glob<ModuleCases>('../src/modules/*/*.test-cases.ts', { eager: true, import: 'testCases' }),
);

/** One module-level table merged from every module's (`pick` of each). */
export function merged<T>(pick: (m: ModuleCases) => Record<string, T> | undefined): Record<string, T> {
  return Object.assign({}, ...moduleCases.map((m) => pick(m) ?? {})) as Record<string, T>;
}
