import type { AreaLike } from '@blade-console/blade-schema';
import type { EXCEL_ZH } from '../zh/excel';

export const EXCEL_EN = {
  notXlsx:
    'The file cannot be read: upload an Excel file in .xlsx format (save an .xls as .xlsx in Excel first)',
  damaged:
    'The file cannot be read: it is damaged or not an Excel workbook. Fill in the import template again',
  noSheet: 'The file has no worksheet: fill in the import template',
  missingHeaders:
    'Row 1 is missing the headers {{missing}}. Download the import template: the headers must include {{headers}}',
  tooManyRows:
    'At most {{limit}} rows can be imported at a time and the file has {{count}}: split it and import the parts',
  moreErrors: '\n… and {{count}} more rows with errors',
  importRefused:
    'Nothing was imported: {{count}} rows of the file have errors. Correct them and import again:\n{{lines}}{{more}}',
  inflatedRatio:
    '"{{name}}" in the file unpacks to over {{ratio}} times its packed size, which a normal Excel file does not: nothing was imported',
  inflatedTooLarge:
    'The file unpacks to more than {{megabytes}} MB, so nothing was imported: remove extra worksheets, pictures and blank formatting, or split it and import the parts',
  tooManyEntries:
    'The file has more than {{limit}} parts, which a normal Excel file does not: nothing was imported',
  notMultipart: 'Upload the Excel file as multipart/form-data, in the field named file',
  wrongField: 'The file must be uploaded in the field named file, not {{name}}',
  noFile: 'No file was uploaded: choose the .xlsx file to import',
  isCovered: 'The parameter isCovered must be 0 (keep existing rows) or 1 (overwrite them)',
} as const satisfies AreaLike<typeof EXCEL_ZH>;
