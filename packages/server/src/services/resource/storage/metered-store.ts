import { storageCalls } from '../../../metrics/figures';
import type { ObjectStore } from './object-store';

/**
 * A store whose calls are counted by outcome (`blade_storage_calls_total`): `local`, or `s3` for
 * every S3-compatible provider (a label per provider code would grow with the tenants' settings).
 */
export function metered(store: ObjectStore): ObjectStore {
  const name = store.provider === 'local' ? 'local' : 's3';
  const count = <T>(operation: string, call: Promise<T>): Promise<T> =>
    call.then(
      (value) => {
        storageCalls.inc({ store: name, operation, outcome: 'ok' });
        return value;
      },
      (error: unknown) => {
        storageCalls.inc({ store: name, operation, outcome: 'failed' });
        throw error;
      },
    );
  return {
    provider: store.provider,
    bucket: store.bucket,
    put: (key, body, contentType) => count('put', store.put(key, body, contentType)),
    get: (key, range) => count('get', store.get(key, range)),
    remove: (key) => count('remove', store.remove(key)),
  };
}
