export { Skeleton, SkeletonBlock, type SkeletonBlockProps, type SkeletonProps } from './Skeleton';
