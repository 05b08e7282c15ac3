import type { AreaLike } from '@blade-console/blade-schema';
import type { SYSTEM_ZH } from '../zh/system';

export const SYSTEM_EN = {
  tenantNotFound: 'The tenant does not exist',
  paramNotDate: 'The parameter {{name}} must be a date as yyyy-MM-dd HH:mm:ss',
  parentNotFound: 'The parent {{label}} does not exist',
  deptParentIsDescendant: 'A department cannot have itself or one of the departments below it as its parent',
  menuCodeTaken: 'This menu code is already in use',
  clientIdTaken: 'This client ID is already in use',
  dictCodeTaken: 'This dictionary code is already in use',
  dictKeyTaken: 'This key is already used in the dictionary',
  dictCodeMissing: 'The parameter code is required (enter the dictionary code)',
  dictKeyMissing: 'Enter the key of the item (dictKey)',
  scopeMenuGone: 'Menu {{id}} does not exist or was removed: choose a menu that exists',
  apiPathSlash:
    'The API path must start with /, such as /blade-system/param/** or /api/blade-desk/notice/list',
  administratorAlias: 'Only a super administrator can create the administrator role',
  scopeGone: 'The {{label}} does not exist or was removed: refresh and choose again',
  menuOutsidePackage:
    'The menu "{{name}}" is not in the package of tenant {{tenantId}}, so it cannot be granted: add it to the package first',
  scopeOutsidePackage:
    'The menu of the {{label}} "{{name}}" is not in the package of tenant {{tenantId}}, so it cannot be granted',
  regionParentMissing: 'The parent region {{code}} does not exist: create it first',
  regionBelowVillage: 'No region can be added below a village',
  regionCodePrefix: '{{label}} {{code}} must start with the parent code {{parent}}',
  regionGone: 'Region {{code}} does not exist or was removed',
  regionExportName: 'Regions',
  regionTemplateName: 'Region import template.xlsx',
  regionNoRows: 'The file holds no regions: fill in one region per row, from row 2 on',
  importRow: 'Row {{row}}: {{problems}}',
  regionParentEmpty: '{{label}} is required (00 for a province)',
  regionCodeDigits: '{{label}} "{{value}}" must be 1 to 12 digits',
  regionParentIsSelf: '{{parentLabel}} cannot be the same as {{label}}',
  regionLevelInvalid:
    '{{label}} "{{value}}" is not valid: it must be a whole number from 0 to {{max}} (0 country … 5 village)',
  regionTooLongNow: '{{label}} cannot be longer than {{limit}} characters (it has {{length}})',
  regionNotInteger: '{{label}} "{{value}}" must be a whole number',
  regionTooLong: '{{label}} cannot be longer than {{limit}} characters',
  regionCodeRepeated: '{{label}} {{value}} is the same as in row {{row}}',
  regionCycle: 'The parents go round in a circle: region {{code}} ends up as its own parent',
  regionParentIsVillage: 'The parent region {{code}} is a village and cannot have regions below it',
  regionLevelMismatch:
    '{{label}} must be {{level}} (the parent region {{parent}} is at level {{parentLevel}}), not {{value}} as in the file',
  regionParentNowhere:
    'The parent region {{code}} is neither in the database nor in the file: add it first, or put it in the file',
  regionParentFixed:
    'Region {{code}} already exists under {{parent}}; an overwriting import cannot move it under {{wanted}} (delete it first, then import)',
  regionLevelFixed: 'Region {{code}} already exists at level {{level}}, not {{value}} as in the file',
  platformTenantKept: 'The platform tenant {{tenantId}} cannot be deleted',
  roleHeld: 'You cannot delete the role "{{name}}": it is one of your own roles',
  administratorRoleKept: 'The super administrator role "{{name}}" cannot be deleted',
} as const satisfies AreaLike<typeof SYSTEM_ZH>;
