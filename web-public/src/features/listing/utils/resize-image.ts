import { MAX_IMAGE_SIDE, scaledSize } from '../../../../../domain/share/media-rules';

export interface PreparedImage {
  blob: Blob;
  width: number;
  height: number;
}

/** The rest of a sentence that starts with the file's name. */
export const IMAGE_UNREADABLE = 'could not be read as an image. Please choose another photo.';
const NOT_RESIZED = 'could not be resized by this browser. Please try another photo.';

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(NOT_RESIZED))), type, 0.9),
  );
}

/**
 * Scales a photo in the browser so its longer side is at most 1024 px (spec 9), keeping PNG as PNG and
 * JPEG as JPEG. A photo already small enough is kept byte for byte. The browser applies the camera's
 * orientation when decoding, so a resized portrait photo stays upright.
 */
export async function resizeImage(file: Blob, maxSide = MAX_IMAGE_SIDE): Promise<PreparedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(IMAGE_UNREADABLE);
  }
  try {
    const target = scaledSize(bitmap.width, bitmap.height, maxSide);
    if (!target.width || !target.height) throw new Error(IMAGE_UNREADABLE);
    if (target.width === bitmap.width && target.height === bitmap.height) {
      return { blob: file, width: bitmap.width, height: bitmap.height };
    }
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(NOT_RESIZED);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    return { blob: await canvasBlob(canvas, type), width: target.width, height: target.height };
  } finally {
    bitmap.close();
  }
}
