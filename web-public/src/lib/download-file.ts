import { API_VERSION, toApiError } from './api-client';

/**
 * Fetches a file of the API with its version header (a plain link cannot send it) and hands it to the browser
 * as a download under the name the server gives (`fallbackName` without one). Resolves to that name; a refusal
 * rejects with the API's error.
 */
export async function downloadFile(url: string, accept: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, { credentials: 'include', headers: { Accept: accept, 'Accept-Version': API_VERSION } });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the status says enough.
    }
    throw toApiError(response.status, body);
  }
  const name = /filename="?([^";]+)"?/i.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}
