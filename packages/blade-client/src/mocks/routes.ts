/** The pieces handler modules share: how a mock route is declared and how it reads its request. */

export interface Context {
  request: Request;
  /** The query string and a urlencoded form body (the body wins), as Blade reads parameters. */
  query: URLSearchParams;
}
export type Resolver = (context: Context) => Response | Promise<Response>;

/** Options of the generic CRUD handlers. */
export interface CrudOptions {
  /** `page` (default) or `forest` (menu, dept, role, dict lists); `false` for none. */
  list?: 'page' | 'forest' | false;
  /** Path segment of the insert/update call (default `submit`); `false` for none. */
  submit?: string | false;
  detail?: boolean;
  remove?: boolean;
}

/** What a handler module gets to declare its routes with (paths relative to the base URL). */
export interface MockRoutes {
  get(path: string, resolver: Resolver): void;
  post(path: string, resolver: Resolver): void;
  crud(path: string, table: string, options?: CrudOptions): void;
}

export async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function csv(value: string | null): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}
