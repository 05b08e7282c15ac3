export { message, type ToastItem, type ToastOptions, type ToastType } from './store';
export { Toaster } from './Toaster';
