import { type ResourceDef, titleFieldOf } from '@blade-console/blade-schema';
import { useTranslation } from 'react-i18next';

/** What a CrudTable needs to say what its dialogs are about: "编辑角色", "将删除角色：“管理员”". */
export interface RecordNaming {
  /** An i18n key, or the definition's own (Chinese) label where no translation exists. */
  recordLabel: string;
  /** The field whose value names a row (the definition's title field). */
  titleField: string | undefined;
}

/**
 * A resource's row name and title field from its definition (issue 16, point 3: dialog titles say
 * what — 新增参数, 编辑用户), so each page passes them in one spread instead of spelling them out.
 * The English (and any other) label is `console:resources.<name>.label`.
 */
export function useRecordNaming(resource: ResourceDef): RecordNaming {
  const { i18n } = useTranslation('console');
  const key = `console:resources.${resource.name}.label`;
  return { recordLabel: i18n.exists(key) ? key : resource.label, titleField: titleFieldOf(resource) };
}
