import { describe, expect, it } from 'vitest';
import { embedUrl, normaliseWebUrl, parseVideoLink } from '../../../domain/share/video-links.js';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoLink: YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `http://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=10`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  www.youtube.com/watch?v=${ID}  `,
  ])('%s', (url) => {
    const item = parseVideoLink(url);
    expect(item).toMatchObject({ type: 'youtube', videoId: ID });
    expect(item?.url.startsWith('http')).toBe(true);
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQxx',
    'https://www.youtube.com/@SomeChannel',
    'https://youtu.be/',
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
  ])('%s is a plain link', (url) => {
    expect(parseVideoLink(url)).toMatchObject({ type: 'other', videoId: null });
  });
});

describe('parseVideoLink: Vimeo', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/76979871?share=copy', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://vimeo.com/groups/aviation/videos/76979871', '76979871'],
    ['https://vimeo.com/76979871/a1b2c3d4e5', '76979871'],
  ])('%s', (url, id) => {
    expect(parseVideoLink(url)).toMatchObject({ type: 'vimeo', videoId: id });
  });
  it.each(['https://vimeo.com/channels/staffpicks', 'https://vimeo.com/about', 'https://player.vimeo.com/video/abc'])(
    '%s is a plain link', (url) => expect(parseVideoLink(url)?.type).toBe('other'),
  );
});

describe('parseVideoLink: other and junk', () => {
  it('keeps other http(s) links', () => {
    expect(parseVideoLink('https://example.com/tour.mp4')).toEqual({ type: 'other', url: 'https://example.com/tour.mp4', videoId: null });
  });
  it.each([
    '', '   ', 'not a link', 'hello', 'javascript:alert(1)', 'ftp://example.com/video', 'mailto:a@b.co',
    'data:text/html,<script>', 'https://', 'https://exa mple.com', 'http://.com',
  ])('%j is null', (text) => expect(parseVideoLink(text)).toBeNull());
  it('is null for a non-string', () => expect(parseVideoLink(42 as unknown as string)).toBeNull());
});

describe('embedUrl', () => {
  it('gives the privacy-friendly YouTube player and the Vimeo player', () => {
    expect(embedUrl({ type: 'youtube', url: `https://youtu.be/${ID}`, videoId: ID })).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
    expect(embedUrl({ type: 'vimeo', url: 'https://vimeo.com/76979871', videoId: '76979871' })).toBe('https://player.vimeo.com/video/76979871');
  });
  it('reads the id from the url when the item has none', () => {
    expect(embedUrl({ type: 'youtube', url: `https://www.youtube.com/watch?v=${ID}` })).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });
  it('is null for images, other links and bad ids', () => {
    expect(embedUrl({ type: 'image', url: '/media/shares/a.jpg' })).toBeNull();
    expect(embedUrl({ type: 'other', url: 'https://example.com' })).toBeNull();
    expect(embedUrl({ type: 'youtube', url: 'https://example.com', videoId: 'x"><script>' })).toBeNull();
    expect(embedUrl({ type: 'vimeo', url: 'https://vimeo.com/about', videoId: null })).toBeNull();
  });
});

describe('normaliseWebUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['www.example.com/plane', 'https://www.example.com/plane'],
    ['www.example.com:8080/x', 'https://www.example.com:8080/x'],
    ['HTTP://Example.COM/A', 'http://example.com/A'],
    ['http://localhost:3000/x', 'http://localhost:3000/x'],
  ])('%s -> %s', (raw, url) => expect(normaliseWebUrl(raw)).toBe(url));
  it.each(['', 'hello', 'javascript:alert(1)', 'ftp://example.com', 'a b.com', 'localhost:3000'])('%j is refused', (raw) => {
    expect(normaliseWebUrl(raw)).toBeNull();
  });
});
