import type { FieldDef, ResourceDef } from './define.types';
import type { RefTarget } from './refs';

/** A snowflake id: a string on the wire (ids exceed 2^53). */
export type WireId = string;

type ValueOf<F extends FieldDef> = F['kind'] extends 'integer' | 'decimal' ? number : string;
type RequiredKeys<F extends Record<string, FieldDef>> = {
  [K in keyof F]: F[K] extends { required: true } ? K : never;
}[keyof F];
type OptionalKeys<F extends Record<string, FieldDef>> = Exclude<keyof F, RequiredKeys<F>>;
/** Lists name a dictionary field's key (`categoryName`) and a reference's rows (`deptIdName`). */
type DictNames<F extends Record<string, FieldDef>> = {
  [K in keyof F as F[K] extends { dict: string } | { ref: RefTarget } ? `${K & string}Name` : never]?: string;
};

/** The audit columns as the wire shows them. */
export interface WireAudit {
  createUser?: WireId;
  createDept?: WireId;
  createTime?: string;
  updateUser?: WireId;
  updateTime?: string;
  status?: number;
  isDeleted?: number;
}

/**
 * One row as the API sends and receives it: the id, the fields (required ones required), the
 * dictionary labels lists add, the audit columns and, for tenant-scoped rows, the tenant.
 */
export type WireRow<R extends ResourceDef> =
  R extends ResourceDef<infer F>
    ? { id?: WireId; tenantId?: string } & { [K in RequiredKeys<F>]: ValueOf<F[K]> } & {
        [K in OptionalKeys<F>]?: ValueOf<F[K]>;
      } & DictNames<F> &
        WireAudit
    : never;
