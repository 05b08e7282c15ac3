/** Messages of the spreadsheet import and export (src/excel): the upload, the workbook, the report of a refused import. */
export const EXCEL_ZH = {
  notXlsx: '无法读取文件：请上传 .xlsx 格式的 Excel 文件（.xls 请先在 Excel 中另存为 .xlsx）',
  damaged: '无法读取文件：文件已损坏或不是 Excel 工作簿，请使用导入模板重新填写',
  noSheet: '文件中没有工作表，请使用导入模板填写',
  missingHeaders: '第 1 行缺少表头：{{missing}}。请下载导入模板，表头须包含 {{headers}}',
  tooManyRows: '一次最多导入 {{limit}} 行，文件中有 {{count}} 行，请拆分后分批导入',
  moreErrors: '\n……另有 {{count}} 行有误',
  importRefused: '导入失败，文件中有 {{count}} 行有误，未导入任何数据，请修改后重新导入：\n{{lines}}{{more}}',
  inflatedRatio:
    '文件中的「{{name}}」解压后是压缩时的 {{ratio}} 倍以上，不像正常的 Excel 文件，未导入任何数据',
  inflatedTooLarge:
    '文件解压后超过 {{megabytes}} MB，未导入任何数据：请删去多余的工作表、图片和空白格式，或拆分后分批导入',
  tooManyEntries: '文件包含的部件超过 {{limit}} 个，不像正常的 Excel 文件，未导入任何数据',
  notMultipart: '请以 multipart/form-data 上传 Excel 文件，文件字段名为 file',
  wrongField: '上传文件的字段名应为 file，收到的是 {{name}}',
  noFile: '缺少上传文件：请选择要导入的 .xlsx 文件',
  isCovered: '参数 isCovered 只能是 0（不覆盖）或 1（覆盖）',
} as const;
