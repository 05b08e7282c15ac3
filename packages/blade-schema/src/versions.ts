/**
 * Optimistic concurrency (issue 25), the parts every package shares: an update carries the
 * `updateTime` it loaded; the server (and the SDK's mocks) refuse an older one with HTTP 409 in the
 * envelope, whose `data` is a {@link ConflictData}. No version at all is accepted (older clients).
 */
import { type Localized, type Message, message } from './messages/message';

/** The field (or query parameter) carrying the version a client loaded. */
export const VERSION_FIELD = 'updateTime';

/** The envelope code of a stale write. */
export const CONFLICT_CODE = 409;

/** What a 409 answers in `data`: whose change won, when, and the stored row where there is one. */
export interface ConflictData {
  /** The row's key (its id; a region's code; a tenant's id for its settings). */
  id: string;
  /** Id of the user who changed the row last ('' when unknown). */
  updateUser: string;
  /** That person as people know them: real name, else name, else account ('' when unknown). */
  updateUserName: string;
  /** The stored version, `yyyy-MM-dd HH:mm:ss` ('' when the row has none). */
  updateTime: string;
  /** The stored row as the wire shows it (edits of one row; grants and settings leave it out). */
  current?: Record<string, unknown>;
}

/**
 * The refusal's message (messages/validation.ts, `versions`): what happened, who, when, and what to
 * do, leaving out who or when it does not know. `label` names the row as people do (`参数`).
 */
export function conflictMessage(label: Localized, who: string, when: string): Message {
  const variant = who ? (when ? 'changedByAt' : 'changedBy') : when ? 'changedAt' : 'changed';
  return message(`versions.${variant}`, { label, who, when });
}
