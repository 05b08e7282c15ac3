export { AvatarUpload, type AvatarUploadProps } from './AvatarUpload';
export {
  acceptAttribute,
  checkFile,
  DEFAULT_MAX_SIZE,
  type FileCheck,
  type FileRules,
  formatBytes,
  IMAGE_EXTENSIONS,
  IMAGE_TYPES,
} from './fileRules';
export { Upload, type UploadProps } from './Upload';
export { UploadButton, type UploadButtonProps } from './UploadButton';
