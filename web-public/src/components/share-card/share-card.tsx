import type { ReactNode } from 'react';
import { useShareLink } from '../../hooks/use-share-link';
import type { ShareView } from '../../lib/share-view';
import type { ImageLoading } from '../stored-image/stored-image';
import { ShareCardLayout, shareCardContent } from './share-card-layout';

/**
 * A listing in a grid: cover, title, airport, price and type. Opening it shows the share modal, to visitors
 * too (issue 34: they read listings before signing up).
 */
export function ShareCard({ share, imageLoading, imageSizes, extra }: { share: ShareView; imageLoading?: ImageLoading; imageSizes?: string; extra?: ReactNode }) {
  const { open } = useShareLink();
  const content = shareCardContent(share);

  const onOpen = () => open(share.id);

  return (
    <ShareCardLayout
      {...content}
      inactive={!share.isActive}
      imageLoading={imageLoading}
      imageSizes={imageSizes}
      extra={extra}
      open={
        <button type="button" className="card-open share-card-open" onClick={onOpen}>
          {content.title}
        </button>
      }
    />
  );
}
