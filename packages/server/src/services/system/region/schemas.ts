import { regionResource } from '@blade-console/blade-schema';
import { Type } from 'typebox';
import { fieldSchema } from '../../../crud/resource';
import { versionSchema } from '../../../crud/routes';

const { fields } = regionResource;

/** Region codes are digits: 2 for a province, 4 a city, 6 a district, 9 a town, 12 a village. */
export const CODE_PATTERN = `^\\d{1,${fields.code.max}}$`;
export const codeSchema = Type.String({ pattern: CODE_PATTERN, maxLength: fields.code.max });
export const optionalCode = Type.Optional(
  Type.String({ pattern: `^\\d{0,${fields.code.max}}$`, maxLength: fields.code.max }),
);

/** The JSON schemas of the definition's fields: lengths, bounds and labels (messages name the field). */
const writable = (field: keyof typeof fields) => fieldSchema(fields[field]);

/**
 * `submit` takes the definition's writable fields (the other columns are derived from the parent)
 * with its rules, plus the code's digits; `parentCode` is required of a row but not of a submit (none
 * or "" is the root `00`, and an edit keeps the row's place), so it may be empty here.
 */
export const submitSchema = Type.Object({
  code: Type.Unsafe<string>({ ...writable('code'), pattern: CODE_PATTERN }),
  parentCode: Type.Optional(
    Type.Unsafe<string>({ ...writable('parentCode'), minLength: 0, pattern: `^\\d{0,${fields.code.max}}$` }),
  ),
  name: Type.Unsafe<string>(writable('name')),
  sort: Type.Optional(Type.Unsafe<number | null>(writable('sort'))),
  remark: Type.Optional(Type.Unsafe<string | null>(writable('remark'))),
  updateTime: versionSchema,
});
