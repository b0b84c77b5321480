import type { ReactNode } from 'react';
import type { Asset } from '../model/fields.ts';

export interface ContentPictureProps {
  readonly asset: Asset;
  /** Intrinsic size: always set, so nothing shifts while the image loads. */
  readonly width: number;
  readonly height: number;
  readonly className?: string;
  /** Above the fold: load at once. @default false */
  readonly priority?: boolean;
}

/** A content image with its intrinsic size and alt text. */
export function ContentPicture({ asset, width, height, className, priority = false }: ContentPictureProps): ReactNode {
  return (
    <img
      src={asset.filename}
      alt={asset.alt ?? ''}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
