export { Skeleton, SkeletonAvatar, SkeletonBlock, SkeletonLine } from './Skeleton';
