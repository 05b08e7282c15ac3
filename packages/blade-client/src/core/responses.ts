/** How the HTTP core reads what it sends and what comes back. */

export function isBodyInit(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The envelope's code, else the HTTP status (SPEC §8). Some gateways send it as a numeric string. */
export function codeOf(body: unknown, httpStatus: number): number {
  if (typeof body === 'object' && body !== null && 'code' in body) {
    const code = Number((body as { code: unknown }).code);
    if (Number.isFinite(code) && code !== 0) return code;
  }
  return httpStatus;
}

export function hasErrorDescription(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && !!(body as { error_description?: unknown }).error_description
  );
}

export function safely(callback: (() => void) | undefined): void {
  try {
    callback?.();
  } catch {
    // A failing toast or redirect must not replace the API error the caller is about to receive.
  }
}
