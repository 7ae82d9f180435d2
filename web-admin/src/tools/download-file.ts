import { HttpError } from 'react-admin';
import { API_VERSION } from '../http-client';

/** The file name a Content-Disposition header gives, plain or RFC 5987 encoded. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoding: fall through to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

async function failure(response: Response): Promise<HttpError> {
  let message = `The download failed (${response.status} ${response.statusText}).`;
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) message = body.message;
  } catch {
    // Not JSON (a proxy's error page): the status line says enough.
  }
  return new HttpError(message, response.status, text);
}

/**
 * Fetches a file with the console's session (the cookie, sent with credentials) and saves it under the
 * name the server gives. Fetching first, rather than following a link, lets a refusal be shown as the
 * server's message instead of a broken download. Resolves to the saved file's name.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, {
    credentials: 'include',
    headers: { Accept: 'text/csv, application/json', 'Accept-Version': API_VERSION },
  });
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the blob is released a while later, not at once.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}
