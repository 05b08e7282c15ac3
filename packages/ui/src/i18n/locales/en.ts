import type { UiMessages } from './zh';

/** English strings of the design system, namespace `ui`. */
export const en: UiMessages = {
  common: {
    loading: 'Loading',
    close: 'Close',
    confirm: 'OK',
    cancel: 'Cancel',
    clear: 'Clear',
    required: 'Required',
    noData: 'No data',
    backHome: 'Back to home',
  },
  input: {
    clear: 'Clear input',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  alert: {
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
    info: 'Info',
    dismiss: 'Dismiss',
  },
  errorPage: {
    '403': {
      title: 'Access denied',
      description: 'Sorry, you do not have permission to view this page. Ask an administrator for access.',
    },
    '404': {
      title: 'Page not found',
      description:
        'Sorry, the page you are looking for does not exist or has been removed. Check the address.',
    },
    '500': {
      title: 'Server error',
      description: 'Sorry, the server cannot handle your request right now. Please try again later.',
    },
  },
  theme: {
    'theme-default': 'Default',
    'theme-white': 'White',
    'theme-dark': 'Dark',
    'theme-star': 'Starry sky',
    'theme-blue': 'Smart blue',
    'theme-iview': 'iView',
    'theme-vip': 'VIP',
    'theme-cool': 'Cool',
    'theme-d2': 'D2',
    'theme-hey': 'Hey',
    'theme-lte': 'LTE',
  },
  toast: {
    region: 'Notifications',
  },
};
