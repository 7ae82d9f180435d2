import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { imageSrcSet, type SizedImage } from '../../../../domain/media/image-sizes';

/**
 * How soon an image loads: 'lazy' below the fold (the default: once it comes within NEAR of the view),
 * 'eager' when it is seen at once, 'hero' when it is also the page's largest paint (asked for before the
 * other images).
 */
export type ImageLoading = 'lazy' | 'eager' | 'hero';

/** The first cards of a grid or list, seen without scrolling on a laptop: their images load at once. */
export const EAGER_CARDS = 2;

/** 'eager' for the first cards of a list, 'lazy' for the rest. */
export const cardImageLoading = (index: number): ImageLoading => (index < EAGER_CARDS ? 'eager' : 'lazy');

interface StoredImageProps {
  image: SizedImage;
  /** How wide the image is shown (the `sizes` attribute): the browser picks the copy for that width and its pixel density. */
  sizes: string;
  /**
   * Width and height for an image whose size the server does not know (one stored elsewhere): the shape of
   * the box it is shown in. The page keeps the room either way, so nothing moves when the image arrives.
   */
  box: { width: number; height: number };
  alt: string;
  loading?: ImageLoading;
  className?: string;
  style?: CSSProperties;
}

/**
 * A photo the server stored, at the size it is shown: `srcset` lists its narrower copies (160, 320, 640, 800
 * and 1,024 px wide, as many as are narrower than it) and `sizes` says the width it takes, so a card about
 * 300 px wide loads the 320 px copy on an ordinary screen and the 640 px one on a phone's denser one.
 */
export function StoredImage({ image, sizes, box, alt, loading = 'lazy', className, style }: StoredImageProps) {
  const srcSet = imageSrcSet(image);
  const sized = image.width && image.height ? { width: image.width, height: image.height } : box;
  const near = useNearView(loading === 'lazy');
  return (
    <img
      ref={near.ref}
      src={near.seen ? image.url : undefined}
      srcSet={near.seen ? srcSet : undefined}
      sizes={srcSet ? sizes : undefined}
      width={sized.width}
      height={sized.height}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding={loading === 'lazy' ? 'async' : undefined}
      fetchPriority={loading === 'hero' ? 'high' : undefined}
      className={className}
      style={style}
    />
  );
}

/** How far outside the view a lazy image starts loading: about a card's height ahead of the scroll. */
const NEAR = '300px';

/**
 * Whether a lazy image has come within NEAR of the view (always true for the others). The browser's own
 * lazy loading asks for every image within 1,250 px or more, and inside horizontal strips too, so a page
 * of cards fetched a dozen photos nobody had scrolled to. Here an image gets its address only once it is
 * near: the page comes from the server without it, and the box keeps its size meanwhile.
 */
function useNearView(lazy: boolean) {
  const ref = useRef<HTMLImageElement>(null);
  const [seen, setSeen] = useState(!lazy);
  useEffect(() => {
    if (seen) return;
    const img = ref.current;
    if (!img || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(img);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}
