/**
 * Web links of a listing: the hyperlink fields and the video links of the media step (spec section 4
 * "YouTube and Vimeo links are parsed for the video id"). String parsing and the global URL class only,
 * so the browser and the server read a link the same way.
 */
import type { MediaItem } from './share.js';

// No dot allowed, so "www.example.com:8080" reads as a host with a port, not as a scheme.
const SCHEME = /^[a-z][a-z0-9+-]*:/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The http(s) address a person meant, or null. A link typed without a scheme ("www.example.com") is read
 * as https, as browsers do; any other scheme (javascript:, ftp:, mailto:) is refused because these
 * links are rendered as clickable anchors. The host must contain a dot (or be localhost).
 */
export function normaliseWebUrl(raw: string): string | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const candidate = SCHEME.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname;
  if (!host || (!host.includes('.') && host !== 'localhost') || host.startsWith('.') || host.endsWith('.')) return null;
  return url.href;
}

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    id = segments[0];
  } else if (hostIs(host, 'youtube.com') || hostIs(host, 'youtube-nocookie.com')) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'v', 'live', 'e'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'player.vimeo.com') {
    id = segments[0] === 'video' ? segments[1] : undefined;
  } else if (hostIs(host, 'vimeo.com')) {
    // vimeo.com/123, /channels/name/123, /groups/name/videos/123, /album/1/video/123, /123/unlistedhash:
    // the video is the first all-digit segment after any channel, group or album name.
    const start = ['channels', 'groups', 'album', 'showcase'].includes(segments[0] ?? '') ? 2 : 0;
    id = segments.slice(start).find((s) => VIMEO_ID.test(s));
  }
  return id && VIMEO_ID.test(id) ? id : null;
}

/**
 * Reads a pasted video link: YouTube and Vimeo links with a valid video id become youtube / vimeo items;
 * any other http(s) link (including a YouTube channel or a watch link with a malformed id) is 'other';
 * text that is not an http(s) link is null.
 */
export function parseVideoLink(raw: string): MediaItem | null {
  const href = typeof raw === 'string' ? normaliseWebUrl(raw) : null;
  if (!href) return null;
  const url = new URL(href);
  const yt = youtubeId(url);
  if (yt) return { type: 'youtube', url: href, videoId: yt };
  const vimeo = vimeoId(url);
  if (vimeo) return { type: 'vimeo', url: href, videoId: vimeo };
  return { type: 'other', url: href, videoId: null };
}

/** The privacy-friendly player address of a YouTube or Vimeo item; null for other media. */
export function embedUrl(item: MediaItem): string | null {
  if (item.type !== 'youtube' && item.type !== 'vimeo') return null;
  let id = item.videoId ?? null;
  const valid = (v: string | null) => v !== null && (item.type === 'youtube' ? YOUTUBE_ID : VIMEO_ID).test(v);
  if (!valid(id)) {
    const parsed = parseVideoLink(item.url ?? '');
    id = parsed && parsed.type === item.type ? (parsed.videoId ?? null) : null;
  }
  if (!valid(id)) return null;
  return item.type === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}` : `https://player.vimeo.com/video/${id}`;
}
