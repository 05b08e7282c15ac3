/**
 * Ant-style path patterns of API scopes (`/blade-system/param/**`, `/blade-user/*`, an exact path):
 * `**` spans any number of segments, `*` any characters within one segment (`?`, one character,
 * cannot occur: it starts the query part, which is ignored). A pattern ending in `/**` also matches
 * the bare prefix (`/a/**` matches `/a`), and a path may end in one extra `/`.
 *
 * Matching runs the pattern as a state machine over the path, keeping the set of pattern positions
 * reachable so far (Thompson's construction), never a backtracking regular expression: each
 * character of the path costs at most one step per pattern token, so a check takes
 * O(path × pattern) whatever the pattern. A compiled RegExp — picomatch's too — backtracks
 * polynomially in the path for patterns like `a*a*a*…b`: one such scope froze the server for 52 s
 * (issue 17 point 5).
 */
export interface ScopePathMatcher {
  test(path: string): boolean;
}

/** One step of a pattern: a literal character, `*` (within a segment) or `**` (across segments). */
type Token = { kind: 'char'; char: string } | { kind: 'segment' } | { kind: 'any' };

function tokenize(pattern: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '*' && pattern[i + 1] === '*') {
      tokens.push({ kind: 'any' });
      i++;
    } else if (char === '*') tokens.push({ kind: 'segment' });
    else tokens.push({ kind: 'char', char });
  }
  return tokens;
}

/** Whether `token` takes `char` (a `*` or `**` then stays where it is, the others move on). */
function consumes(token: Token, char: string): boolean {
  switch (token.kind) {
    case 'char':
      return token.char === char;
    case 'segment':
      return char !== '/';
    case 'any':
      return true;
  }
}

const repeats = (token: Token | undefined) => token?.kind === 'segment' || token?.kind === 'any';

/** Adds `state` and every state reachable from it without a character (past `*` and `**`). */
function enter(tokens: readonly Token[], states: Uint8Array, state: number): void {
  let at = state;
  states[at] = 1;
  while (repeats(tokens[at])) {
    at++;
    states[at] = 1;
  }
}

/** Whether `tokens` match all of `path`: one pass over the path with the set of live states. */
function runs(tokens: readonly Token[], path: string): boolean {
  let live = new Uint8Array(tokens.length + 1);
  let next = new Uint8Array(tokens.length + 1);
  enter(tokens, live, 0);
  // UTF-16 units, like the pattern's tokens (and a RegExp without the `u` flag).
  for (let at = 0; at < path.length; at++) {
    const char = path[at]!;
    next.fill(0);
    let any = false;
    for (let state = 0; state < tokens.length; state++) {
      const token = tokens[state]!;
      if (!live[state] || !consumes(token, char)) continue;
      enter(tokens, next, repeats(token) ? state : state + 1);
      any = true;
    }
    if (!any) return false;
    [live, next] = [next, live];
  }
  return live[tokens.length] === 1;
}

/** `/api/blade-system/param/list` and `/blade-system/param/list` are the same API. */
export function withoutApiPrefix(path: string): string {
  return path.replace(/^\/api(?=\/)/, '');
}

/** Compiles a scope path (a query part and the `/api` prefix are ignored). */
export function compileScopePath(pattern: string): ScopePathMatcher {
  const path = withoutApiPrefix(pattern.trim().split('?', 1)[0] ?? '');
  const alternatives = [tokenize(path)];
  if (path.endsWith('/**')) alternatives.push(tokenize(path.slice(0, -3)));
  const matches = (candidate: string) => alternatives.some((tokens) => runs(tokens, candidate));
  return {
    test: (target) => matches(target) || (target.endsWith('/') && matches(target.slice(0, -1))),
  };
}
