import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServerConfig } from '../../../config';
import type { DbOrTx } from '../../../db/connection';
import { bladeAttach, bladeOss } from '../../../db/schema';
import { msg } from '../../../i18n';
import { extensionOf, FILE_TYPES } from '../files';
import { PROVIDER_STATUS } from '../providers';
import { LocalDiskStore, STORED_NAME } from './local-store';
import { metered } from './metered-store';
import type { ByteRange, ObjectStore } from './object-store';
import { StorageError } from './object-store';
import type { S3Timeouts } from './s3-errors';
import { type OssRow, s3SettingsOf } from './s3-settings';
import { S3Store } from './s3-store';

/** An upload found by its generated name, wherever its bytes are. */
export interface OpenedFile {
  size: number;
  contentType: string;
  /** Shown in the browser (images, PDF) rather than downloaded. */
  inline: boolean;
  /** The bytes (all, or a range); undefined when the object has gone missing. */
  stream(range?: ByteRange): Promise<Readable | undefined>;
}

/**
 * Chooses where files go and come from: the tenant's enabled OSS provider (S3-compatible), or this
 * server's disk while none is enabled. An attachment remembers its provider, so its bytes are found
 * after the tenant enables another one, and by every replica (the row and the bucket are shared).
 */
export class FileStorage {
  readonly local: LocalDiskStore;
  private readonly timeouts: S3Timeouts;

  constructor(
    private readonly db: DbOrTx,
    config: Pick<ServerConfig, 'dataDir' | 's3ConnectTimeoutMs' | 's3IdleTimeoutMs'>,
  ) {
    this.local = new LocalDiskStore(config.dataDir);
    this.timeouts = { connectMs: config.s3ConnectTimeoutMs, idleMs: config.s3IdleTimeoutMs };
  }

  /** Where a new upload of this tenant goes. */
  async storeForUpload(tenantId: string): Promise<ObjectStore> {
    const [row] = await this.db
      .select()
      .from(bladeOss)
      .where(
        and(
          eq(bladeOss.tenantId, tenantId),
          eq(bladeOss.isDeleted, 0),
          eq(bladeOss.status, PROVIDER_STATUS.enabled),
        ),
      )
      .limit(1);
    return metered(row ? new S3Store(s3SettingsOf(row), this.timeouts) : this.local);
  }

  /** The store an attachment's bytes are in (its provider, enabled or not), by tenant and code. */
  async storeOf(db: DbOrTx, tenantId: string, provider: string | null): Promise<ObjectStore> {
    if (!provider || provider === 'local') return metered(this.local);
    const [row] = await db
      .select()
      .from(bladeOss)
      .where(and(eq(bladeOss.tenantId, tenantId), eq(bladeOss.ossCode, provider), eq(bladeOss.isDeleted, 0)))
      .limit(1);
    if (!row) {
      throw new StorageError(msg('resource.providerRemoved', { code: provider }));
    }
    return metered(new S3Store(s3SettingsOf(row as OssRow), this.timeouts));
  }

  /** An upload by its generated name (the public file route, news images sent to WeChat). */
  async open(name: string): Promise<OpenedFile | undefined> {
    if (!STORED_NAME.test(name)) return undefined;
    const type = FILE_TYPES[extensionOf(name)];
    if (!type) return undefined;
    const [row] = await this.db
      .select()
      .from(bladeAttach)
      .where(and(eq(bladeAttach.name, name), eq(bladeAttach.isDeleted, 0)))
      .limit(1);
    if (!row?.provider || row.provider === 'local') {
      // Files uploaded before attachments recorded their provider are on local disk.
      const size = await this.local.size(name);
      if (size === undefined) return undefined;
      return {
        size,
        contentType: type.contentType,
        inline: type.inline,
        stream: (r) => metered(this.local).get(name, r),
      };
    }
    const store = await this.storeOf(this.db, row.tenantId, row.provider);
    const key = row.objectKey ?? name;
    return {
      size: row.attachSize ?? 0,
      contentType: type.contentType,
      inline: type.inline,
      stream: (range) => store.get(key, range),
    };
  }

  /** Removes the objects of attachments being removed (inside their remove transaction). */
  async removeObjects(tx: DbOrTx, ids: readonly bigint[]): Promise<void> {
    if (!ids.length) return;
    const rows = await tx
      .select()
      .from(bladeAttach)
      .where(inArray(bladeAttach.id, [...ids]));
    for (const row of rows) {
      const store = await this.storeOf(tx, row.tenantId, row.provider);
      await store.remove(row.objectKey ?? row.name);
    }
  }

  /**
   * "Test connection": writes a small probe object with the given provider settings and deletes it
   * again, so the answer says whether uploads would work (address, keys, bucket, write permission).
   */
  async probe(row: OssRow): Promise<{ bucket: string; endpoint: string }> {
    const settings = s3SettingsOf(row);
    const store = new S3Store(settings, this.timeouts);
    const key = `blade-probe/${randomUUID()}.txt`;
    await store.putSmall(key, 'Blade console connection test; safe to delete.');
    await store.remove(key);
    return { bucket: settings.bucket, endpoint: settings.endpoint };
  }
}
