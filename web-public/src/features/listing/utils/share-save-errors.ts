import { ApiError, errorMessages } from '../../../lib/api-client';

export const PHOTOS_TOO_LARGE = 'Your photos are too large to upload: each may be at most 10 MB and 40 megapixels, and at most 20 at a time.';
export const PHOTO_NOT_IMAGE = 'One of the photos is not a PNG or JPEG image. Please remove it and add it again.';

/**
 * What a failed save shows in the error list: the server's own messages (validation, "Tail number
 * already in use.", the subscription notice), and for a refused upload a sentence saying what to do.
 */
export function shareSaveErrors(error: unknown): string[] {
  const messages = errorMessages(error);
  if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
    const advice = error.status === 413 ? PHOTOS_TOO_LARGE : PHOTO_NOT_IMAGE;
    return [...new Set([advice, ...messages.filter((m) => m !== error.code)])];
  }
  return messages;
}
