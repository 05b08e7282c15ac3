import { text } from '../define';

/**
 * The free-text `remark` most resources carry: a full-width textarea in the form, left out of the
 * table unless `inTable` (it is long and rarely what a person scans a list for).
 */
export const remarkField = (max = 255, { inTable = false } = {}) =>
  text(max, {
    label: '备注',
    en: 'Notes',
    ui: { control: 'textarea', span: 24, ...(inTable ? {} : { hideInTable: true }) },
  });
