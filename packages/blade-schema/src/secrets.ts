/**
 * What a write-only secret (an OAuth client's secret, a storage or SMS provider's key) looks like on
 * the wire: never the secret itself, yet not empty, so a front end whose form requires the field
 * (BladeX 4.x's Saber) can still edit the row. A submit that sends the mask back keeps the stored
 * secret. One constant for the server, the SDK's mocks and the console.
 */
export const SECRET_MASK = '******';

/**
 * An access key as the wire shows it: the mask and its last 4 characters, so a person can tell
 * which key a provider uses without the answer carrying it (a key of 8 characters or fewer shows
 * none of them: its last 4 would be half of it). Empty stays empty.
 */
export function maskAccessKey(key: unknown): string {
  const value = key === undefined || key === null ? '' : String(key);
  if (!value) return '';
  return value.length > 8 ? `${SECRET_MASK}${value.slice(-4)}` : SECRET_MASK;
}

/** Whether a submitted value is what {@link maskAccessKey} or the mask put there: "keep the stored one". */
export function isMaskedSecret(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith(SECRET_MASK);
}

/**
 * Whether a submitted required secret carries no new value (nothing, empty, or masked): an update
 * keeps the stored one, an insert is refused. The server's write hook and the SDK's mocks both ask.
 */
export function carriesNoSecret(value: unknown): boolean {
  return value === undefined || value === null || value === '' || isMaskedSecret(value);
}

/** Field names that hold a secret even where a definition forgot to say so (a last line of defence). */
const SECRET_NAME = /password|secret|credential|private.?key/i;

/**
 * Whether a field is a secret that nothing but its own table may keep: declared `secret`, or named
 * like one. Record history leaves such fields out entirely (not even a hash of them is stored).
 */
export function isSecretField(name: string, field?: { readonly secret?: boolean }): boolean {
  return field?.secret === true || SECRET_NAME.test(name);
}
