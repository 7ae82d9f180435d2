import { defaultImage } from '../../domain/share/media-rules.js';
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
 * The photo is printed about 7.5 inches wide: the copy at least this wide is enough (the whole photo when
 * there is no such copy), and is quicker to read and to decode than the photo itself.
 */
export const FLYER_PHOTO_WIDTH = 1024;

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
    const image = defaultImage(share.media, share.defaultMedia);
    let photo: Uint8Array | null = null;
    if (image) {
      const copy = image.variants?.find((v) => v.width >= FLYER_PHOTO_WIDTH)?.url;
      for (const url of copy ? [copy, image.url] : [image.url]) {
        // A photo stored elsewhere (not by the media store) or missing: the flyer is printed without it.
        photo = await this.media.load(url).catch(() => null);
        if (photo) break;
      }
    }
    return { content, photo };
  }
}
