import { ShareCardLayout, shareCardContent } from '../../../components/share-card/share-card-layout';
import type { ShareView } from '../../../lib/share-view';

/** A listing in a frame: the share card's look, a link that opens the listing on Wingshare in the top window. */
export function FrameShareCard({ share }: { share: ShareView }) {
  const content = shareCardContent(share);
  return (
    <ShareCardLayout
      {...content}
      open={
        <a className="card-open frame-card-link" href={`/?share=${share.id}`} target="_top">
          {content.title}
        </a>
      }
    />
  );
}
