/** UTF-8 safe base64 (plain `btoa` throws on non-Latin-1 text, and client secrets are user-configurable). */
export function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
