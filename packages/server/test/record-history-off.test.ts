import { afterAll, describe, expect, it } from 'vitest';
import { keepRecordHistory, onRecordChanges, type RecordChange } from '../src/history/changes';
import { historyCalls } from './support/record-history';
import { signedInServerForFile } from './support/server-for-file';

/**
 * `BLADE_RECORD_HISTORY=false` (docs/configuration.md): saves write no history rows, and everything
 * else about them — the save itself, its event — stays as it was.
 */
const signedIn = signedInServerForFile({ recordHistory: false });
const { paramWithEdits, history, storedRows } = historyCalls(signedIn);
// The setting is the process's: the next file's server sets its own, this puts the default back.
afterAll(() => keepRecordHistory(true));

describe('record history turned off', () => {
  it('saves and edits a record without a history row, and still tells the event stream', async () => {
    const heard: RecordChange[] = [];
    const stop = onRecordChanges((_tx, changes) => void heard.push(...changes));
    try {
      const [created, edited] = await paramWithEdits('history.off', 'v2');
      expect(edited!.paramValue).toBe('v2');
      expect(await storedRows(created!.id)).toBe(0);
      expect(await history('param', created!.id)).toEqual([]);
      expect(heard.map((change) => [change.recordId, change.operation])).toEqual([
        [created!.id, 'create'],
        [created!.id, 'update'],
      ]);
    } finally {
      stop();
    }
  });
});
