import type { ConsoleStrings } from './zh';

/** The console's own strings (namespace `console`), English. */
export const en: ConsoleStrings = {
  title: 'Blade Logistics Console',
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
      tenantId: 'Please enter the tenant ID',
      username: 'Please enter your account',
      password: 'Please enter your password',
      captcha: 'Please enter the captcha',
    },
    demo: 'Demo: tenant 000000, account admin, password admin',
    toSite: 'Back to the website',
  },
  wel: {
    greeting: 'Hello, {{name}}',
    lead: 'Welcome to the Blade Logistics console.',
  },
  menu: { home: 'Home', login: 'Login', dashboard: 'Dashboard' },
  frame: { logout: 'Sign out' },
};
