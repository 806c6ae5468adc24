import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** The shape it stands in for: a line of text, a block (a card, a chart), a circle (an avatar). */
  shape?: (typeof styles.skeletonShapes)[number];
  /** Its share of the container's width (a circle keeps its own size). */
  width?: (typeof styles.skeletonWidths)[number];
  className?: string;
}

/**
 * A grey shape where content is on its way, shimmering unless the reader asked for less motion.
 * Hidden from assistive tech: the region it stands in says it is loading (`aria-busy`, a status
 * message), not each shape.
 */
export function Skeleton({ shape, width, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton({ shape, width }), className].filter(Boolean).join(' ')}
      data-shape={shape ?? 'text'}
    />
  );
}
