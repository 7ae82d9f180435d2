import { listingFlyer, type FlyerContent } from '../../domain/share/listing-flyer.js';
import type { User } from '../../domain/user/user.js';
import type { MediaStore } from '../ports/media.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { visibleShare } from './share-access.js';

/** The flyer's content and the bytes of its main photo (null: none, or not in the media store). */
export interface FlyerDocument {
  content: FlyerContent;
  photo: Uint8Array | null;
}

/**
 * GET /share/:id/flyer.pdf (issue 41): what the printable flyer of a listing shows, for anyone who may see
 * the listing (an inactive one: its owner and admins; 404 others, as everywhere).
 */
export class ReadListingFlyer {
  constructor(
    private readonly shares: ShareRepository,
    private readonly media: Pick<MediaStore, 'load'>,
  ) {}

  async execute(user: User | null, shareId: number): Promise<FlyerDocument> {
    const share = await visibleShare(this.shares, user, shareId);
    const content = listingFlyer(share);
    // The photo itself (stored photos are at most 1,024 px on their longer side: about 140 dpi printed 7.5
    // inches wide). One stored elsewhere (not by the media store), missing or unreadable: printed without it.
    const photo = content.photoUrl ? await this.media.load(content.photoUrl).catch(() => null) : null;
    return { content, photo };
  }
}
