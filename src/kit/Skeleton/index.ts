export { Skeleton, type SkeletonProps } from './Skeleton';
export { skeletonShapes, skeletonWidths } from './Skeleton.css';
