import type { AreaLike } from '@blade-console/blade-schema';
import type { CRUD_ZH } from '../zh/crud';

export const CRUD_EN = {
  expectedId: 'The parameter {{name}} must be a numeric id, not "{{value}}"',
  expectedNumber: 'The parameter {{name}} must be a number, not "{{value}}"',
  expectedInteger: 'The parameter {{name}} must be a whole number, not "{{value}}"',
  expectedDate: 'The parameter {{name}} must be a date as yyyy-MM-dd HH:mm:ss, not "{{value}}"',
  expectedIdOf: '{{label}} must be a numeric id, not "{{value}}"',
  expectedNumberOf: '{{label}} must be a number, not "{{value}}"',
  expectedIntegerOf: '{{label}} must be a whole number, not "{{value}}"',
  expectedDateOf: '{{label}} must be a date as yyyy-MM-dd HH:mm:ss, not "{{value}}"',
  outOfScope:
    'This {{label}} is outside your data scope: ask an administrator to grant your role the data scope it needs',
  refMissing: '{{label}} "{{value}}" does not exist: please choose again',
  duplicate: '{{label}} "{{value}}" already exists',
  bodyRequired: 'The request body cannot be empty',
  notFound: 'The {{label}} does not exist or was removed',
  parentIsSelf: 'A node cannot be its own parent',
  parentIsDescendant: 'A node cannot have itself or one of its descendants as its parent',
  deleteChildrenFirst: 'Delete its child nodes first',
  unsortable: 'Cannot sort by {{name}} ({{param}}): the columns that can be sorted are {{allowed}}',
  notSortable: 'Cannot sort by {{name}} ({{param}}): this list cannot be sorted',
  versionsCount: 'The parameter updateTimes must have as many entries as ids',
} as const satisfies AreaLike<typeof CRUD_ZH>;
