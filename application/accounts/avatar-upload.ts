import type { Avatar } from '../../domain/user/user.js';
import type { ImageProcessor, MediaStore, ProcessedImage } from '../ports/media.js';

export const AVATAR_MAX_SIDE = 512;

/**
 * Avatars: checked and normalised before anything is stored (a bad file changes nothing), then stored.
 * check() memoises the processed image so store() does not decode twice.
 */
export class AvatarUpload {
  private readonly processed = new WeakMap<Uint8Array, ProcessedImage>();

  constructor(
    private readonly images: ImageProcessor,
    private readonly media: MediaStore,
  ) {}

  async check(bytes: Uint8Array): Promise<void> {
    if (!this.processed.has(bytes)) {
      this.processed.set(bytes, await this.images.normalise(bytes, { maxSide: AVATAR_MAX_SIDE }));
    }
  }

  async store(bytes: Uint8Array): Promise<Avatar> {
    await this.check(bytes);
    const image = this.processed.get(bytes)!;
    const { url } = await this.media.put('avatars', image);
    return { url, type: 'image' };
  }

  async discard(avatar: Avatar | null): Promise<void> {
    if (avatar) await this.media.remove(avatar.url);
  }
}
