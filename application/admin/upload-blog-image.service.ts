import type { ImageProcessor, MediaStore } from '../ports/media.js';

export const BLOG_IMAGE_MAX_SIDE = 1600;

/** A featured (or inline) blog image: checked and normalised like listing photos, then stored. */
export class UploadBlogImage {
  constructor(
    private readonly images: ImageProcessor,
    private readonly media: MediaStore,
  ) {}

  async execute(bytes: Uint8Array): Promise<{ url: string }> {
    const image = await this.images.normalise(bytes, { maxSide: BLOG_IMAGE_MAX_SIDE });
    return this.media.put('blog', image);
  }
}
