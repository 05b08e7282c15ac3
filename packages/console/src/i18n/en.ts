import type { ConsoleStrings } from './zh';

/** The console's own strings (namespace `console`) that the public routes show, English. */
export const en: ConsoleStrings = {
  title: 'Blade Logistics Console',
  brand: 'Blade Logistics',
  login: {
    pageTitle: 'Sign in',
    heading: 'Welcome back',
    subheading: 'Blade Logistics · Operations console',
    tenantId: 'Tenant ID',
    tenantIdPlaceholder: 'Enter the tenant ID',
    username: 'Account',
    usernamePlaceholder: 'Enter your account',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    captcha: 'Captcha',
    captchaPlaceholder: 'Enter the code in the image',
    captchaRefresh: "Can't read it? Click the image for a new one",
    submit: 'Sign in',
    submitting: 'Signing in…',
    required: {
      tenantId: 'Enter the tenant ID',
      username: 'Enter your account',
      password: 'Enter your password',
      captcha: 'Enter the captcha',
    },
    demo: 'Demo: tenant 000000, account admin, password admin',
    toSite: 'Back to the website',
    returning: {
      social: 'Signing in with your third-party account…',
      sso: 'Signing in through single sign-on…',
    },
    social: {
      title: 'Sign in with',
      sources: { github: 'GitHub', gitee: 'Gitee', wechat_open: 'WeChat', qq: 'QQ', dingtalk: 'DingTalk' },
    },
    choose: {
      heading: 'Choose your department and role',
      lead: '{{name}}, you belong to several departments or hold several roles: choose the ones to sign in with.',
      back: 'Back to sign-in',
    },
  },
  menu: { home: 'Home', login: 'Login', dashboard: 'Dashboard', info: 'Personal info', test: 'Test page' },
  switchDept: {
    title: 'Switch department',
    deptId: 'Department',
    roleId: 'Role',
    deptPlaceholder: 'Select a department',
    rolePlaceholder: 'Select a role',
    ok: 'OK',
    cancel: 'Cancel',
    done: 'Switched',
    rules: { deptId: 'Select a department', roleId: 'Select a role' },
  },
  errorPage: { detail: 'Details: {{message}}' },
};
