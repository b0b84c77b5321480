import type { ReactNode } from 'react';
import { ContentImage } from '../images/content-image.tsx';
import type { Asset } from '../model/fields.ts';

export interface ContentPictureProps {
  readonly asset: Asset;
  /** Display size (and crop ratio): width and height are always set, so nothing shifts while the image loads. */
  readonly width: number;
  readonly height: number;
  readonly className?: string;
  /** Above the fold: load at once. @default false */
  readonly priority?: boolean;
  /** `fullWidth` for heroes and splash images. @default 'constrained' */
  readonly layout?: 'fullWidth' | 'constrained' | 'fixed';
}

/** A content image through the image service (`<ContentImage>`), with the block's display size. */
export function ContentPicture({ asset, width, height, className, priority = false, layout = 'constrained' }: ContentPictureProps): ReactNode {
  return <ContentImage asset={asset} layout={layout} width={width} height={height} aspectRatio={width / height} priority={priority} {...(className ? { className } : {})} />;
}
