export {
  FeatureGrid,
  featureColumns,
  type FeatureGridProps,
  type FeatureItem,
} from './FeatureGrid';
