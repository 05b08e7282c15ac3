import type { frame as zh } from '../zh/frame';

/** The shell's frame: shared words, the personal pages, kept tabs, pages not built yet, English. */
export const frame: typeof zh = {
  common: { createTime: 'Created' },
  formats: {
    email: 'The email address is not valid',
    account: 'The account cannot contain spaces or commas',
  },
  sys: {
    selectOne: 'Select at least one record',
    success: 'Done',
    filter: 'Type to filter',
  },
  info: {
    title: 'Personal info',
    tabInfo: 'Info',
    tabPassword: 'Password',
    avatar: 'Avatar',
    realName: 'Real name',
    name: 'User name',
    phone: 'Phone',
    email: 'Email',
    emailFormat: 'The email address is not valid',
    oldPassword: 'Old password',
    newPassword: 'New password',
    newPassword1: 'Confirm password',
    rules: {
      realName: 'Enter your real name',
      name: 'Enter user name',
      oldPassword: 'Enter your current password',
      newPassword: 'Enter a new password',
      newPassword1: 'Confirm the new password',
    },
    mismatch: 'The two passwords do not match',
    submit: 'Save',
    reset: 'Clear',
    saved: 'Saved',
  },
  test: {
    title: 'Test page',
    session: 'Session',
    permissions: 'Button permissions',
    roles: 'Roles',
    none: 'none',
    count: '{{count}} in total',
  },
  keptTabs: {
    unsavedTitle: 'Unsaved changes',
    unsaved: 'Changes in “{{pages}}” have not been saved. Continuing discards them.',
    discard: 'Discard and continue',
  },
  notAvailable: {
    title: 'This page is not available yet',
    description:
      '“{{name}}” is in the menu, but its page has not been built yet. Check back later or ask an administrator.',
    home: 'Back to home',
  },
  frame: { logout: 'Sign out' },
};
