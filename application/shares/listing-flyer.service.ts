import { listingFlyer, type FlyerContent } from '../../domain/share/listing-flyer.js';
import { defaultImage } from '../../domain/share/media-rules.js';
import type { User } from '../../domain/user/user.js';
import type { MediaStore } from '../ports/media.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { visibleShare } from './share-access.js';

/** The flyer's content and the bytes of its main photo (null: none, or not in the media store). */
export interface FlyerDocument {
  content: FlyerContent;
  photo: Uint8Array | null;
  /** The stored address the photo's bytes were read from (a copy's, or the photo's own); null without them. */
  photoSource?: string | null;
}

/**
 * The photo prints in a box 7.3 by 3.5 inches: a 3:2 photo about 5.2 inches wide. Its copy 800 px wide
 * prints at about 150 dpi, plenty for a notice board, and takes a third less time to decode and turn grey
 * than the 1,024 px photo; the photo itself when it has no such copy.
 */
export const FLYER_PHOTO_WIDTH = 800;

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
    if (!image) return { content, photo: null, photoSource: null };
    const copy = image.variants?.find((v) => v.width >= FLYER_PHOTO_WIDTH)?.url;
    for (const url of copy ? [copy, image.url] : [image.url]) {
      // A photo stored elsewhere (not by the media store) or missing: the flyer is printed without it.
      const photo = await this.media.load(url).catch(() => null);
      if (photo) return { content, photo, photoSource: url };
    }
    return { content, photo: null, photoSource: null };
  }
}
