export { FeatureList, type FeatureListProps } from './FeatureList';
export { featureListLayouts } from './FeatureList.css';
