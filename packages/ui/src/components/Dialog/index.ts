export { Dialog, DialogClose, type DialogProps, type DialogWidth } from './Dialog';
