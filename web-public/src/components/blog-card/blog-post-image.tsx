import type { SizedImage } from '../../../../domain/media/image-sizes';
import { StoredImage } from '../stored-image/stored-image';

/** The post's column is at most 780 px (blog.css) less its padding: the whole width on a phone. */
const SIZES = '(max-width: 800px) calc(100vw - 2.5rem), 740px';
/** For an image stored elsewhere: the 1.91:1 of link-preview images, the shape featured images are made in. */
const BOX = { width: 1200, height: 628 };

/**
 * A post's featured image at the top of its page: the largest thing painted on the first screen, so it is
 * asked for first; its width and height keep its room while it loads.
 */
export function BlogPostImage({ url, image }: { url: string; image?: SizedImage | null }) {
  return <StoredImage className="blog-post-image" image={image ?? { url }} sizes={SIZES} box={BOX} alt="" loading="hero" />;
}
