/**
 * The two token cookies (SPEC §9). In a browser they live in `document.cookie`; in Node there is no jar,
 * so an in-memory one keeps the same get/set/remove behaviour (inject your own to bridge a request's
 * cookies during SSR).
 */
export interface CookieOptions {
  /** Lifetime in seconds; omitted = session cookie (what Saber sets). */
  maxAge?: number;
  path?: string;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

export function createMemoryCookieJar(): CookieJar {
  const jar = new Map<string, string>();
  return {
    get: (name) => jar.get(name),
    set: (name, value) => {
      jar.set(name, value);
    },
    remove: (name) => {
      jar.delete(name);
    },
  };
}

/** A jar over `document.cookie`. */
export function createDocumentCookieJar(doc: Pick<Document, 'cookie'> = document): CookieJar {
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      for (const part of doc.cookie.split(';')) {
        const entry = part.trim();
        if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length));
      }
      return undefined;
    },
    set(name, value, options = {}) {
      let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}`;
      if (options.maxAge !== undefined) cookie += `; max-age=${options.maxAge}`;
      // Token cookies: never sent along with requests other sites start, and only over https there.
      cookie += '; SameSite=Lax';
      if (globalThis.location?.protocol === 'https:') cookie += '; Secure';
      doc.cookie = cookie;
    },
    remove(name, options = {}) {
      doc.cookie = `${encodeURIComponent(name)}=; path=${options.path ?? '/'}; max-age=0`;
    },
  };
}

/** `document.cookie` in a browser, memory elsewhere. */
export function createDefaultCookieJar(): CookieJar {
  return typeof document !== 'undefined' && typeof document.cookie === 'string'
    ? createDocumentCookieJar(document)
    : createMemoryCookieJar();
}
