import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_IMAGE_EXTENSIONS, ACCEPTED_IMAGE_TYPES, addMedia, chooseDefault, defaultImage, isAcceptedImageFile,
  MAX_IMAGE_SIDE, normaliseRotation, removeMedia, rotate, rotateSize, scaledSize,
} from '../../../domain/share/media-rules.js';
import type { MediaItem } from '../../../domain/share/share.js';

const img = (name: string): MediaItem => ({ type: 'image', url: `/media/${name}.jpg` });
const yt: MediaItem = { type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ' };
const [a, b, c] = [img('a'), img('b'), img('c')];

describe('constants', () => {
  it('match spec section 9', () => {
    expect(ACCEPTED_IMAGE_TYPES).toEqual(['image/png', 'image/jpeg']);
    expect(ACCEPTED_IMAGE_EXTENSIONS).toEqual(['png', 'jpg', 'jpeg']);
    expect(MAX_IMAGE_SIDE).toBe(1024);
  });
});

describe('isAcceptedImageFile', () => {
  it.each<[string, string, boolean]>([
    ['plane.png', 'image/png', true],
    ['plane.jpg', 'image/jpeg', true],
    ['PLANE.JPEG', 'IMAGE/JPEG', true],
    ['my.plane.jpeg', 'image/jpeg', true],
    ['plane.gif', 'image/gif', false],
    ['plane.png', 'image/gif', false],
    ['plane.gif', 'image/png', false],
    ['plane.webp', 'image/webp', false],
    ['plane', 'image/png', false],
    ['plane.png.exe', 'image/png', false],
    ['plane.png', '', false],
  ])('%s (%s) -> %s', (name, type, ok) => expect(isAcceptedImageFile(name, type)).toBe(ok));
});

describe('addMedia', () => {
  it('makes the first image added the default', () => {
    const s1 = addMedia([], 0, yt);
    expect(s1).toEqual({ media: [yt], defaultMedia: 0 });
    const s2 = addMedia(s1.media, s1.defaultMedia, a);
    expect(s2).toEqual({ media: [yt, a], defaultMedia: 1 });
    const s3 = addMedia(s2.media, s2.defaultMedia, b);
    expect(s3).toEqual({ media: [yt, a, b], defaultMedia: 1 });
  });
  it('returns a new array', () => {
    const media = [a];
    const next = addMedia(media, 0, b);
    expect(next.media).not.toBe(media);
    expect(media).toEqual([a]);
  });
});

describe('removeMedia', () => {
  it.each<[string, MediaItem[], number, number, MediaItem[], number]>([
    ['the default (index 1) goes: the first image is default again', [a, b], 1, 1, [a], 0],
    ['an item before the default goes: the default follows its image', [a, b, c], 2, 0, [b, c], 1],
    ['an item after the default goes: nothing moves', [a, b, c], 1, 2, [a, b], 1],
    ['the default goes: the first remaining image, skipping videos', [yt, a, b], 1, 1, [yt, b], 1],
    ['a video before the default goes', [yt, a], 1, 0, [a], 0],
    ['the last image goes: 0', [yt, a], 1, 1, [yt], 0],
    ['everything goes: 0', [a], 0, 0, [], 0],
    ['a default that was not an image is repaired', [yt, a], 0, 0, [a], 0],
  ])('%s', (_, media, def, index, nextMedia, nextDefault) => {
    expect(removeMedia(media, def, index)).toEqual({ media: nextMedia, defaultMedia: nextDefault });
  });
  it('ignores an index out of range', () => {
    expect(removeMedia([a, b], 1, 5)).toEqual({ media: [a, b], defaultMedia: 1 });
    expect(removeMedia([a, b], 1, -1)).toEqual({ media: [a, b], defaultMedia: 1 });
  });
  it('does not change the given list', () => {
    const media = [a, b];
    removeMedia(media, 0, 0);
    expect(media).toEqual([a, b]);
  });
});

describe('chooseDefault', () => {
  it('makes an image the default', () => expect(chooseDefault([a, yt, b], 0, 2)).toEqual({ media: [a, yt, b], defaultMedia: 2 }));
  it('leaves the default for a video or a missing index', () => {
    expect(chooseDefault([a, yt, b], 0, 1).defaultMedia).toBe(0);
    expect(chooseDefault([a, yt, b], 2, 9).defaultMedia).toBe(2);
  });
});

describe('defaultImage', () => {
  it('is the default image, else the first image, else null', () => {
    expect(defaultImage([yt, a, b], 2)).toBe(b);
    expect(defaultImage([yt, a, b], 0)).toBe(a);
    expect(defaultImage([yt], 0)).toBeNull();
  });
});

describe('scaledSize', () => {
  it.each<[number, number, number | undefined, { width: number; height: number }]>([
    [800, 600, undefined, { width: 800, height: 600 }],
    [1024, 1024, undefined, { width: 1024, height: 1024 }],
    [4000, 3000, undefined, { width: 1024, height: 768 }],
    [3000, 4000, undefined, { width: 768, height: 1024 }],
    [2048, 1365, undefined, { width: 1024, height: 683 }],
    [10000, 10, undefined, { width: 1024, height: 1 }],
    [2000, 1000, 500, { width: 500, height: 250 }],
    [0, 100, undefined, { width: 0, height: 0 }],
  ])('%d x %d (max %j)', (w, h, max, size) => expect(scaledSize(w, h, max)).toEqual(size));
});

describe('rotation', () => {
  it('swaps the sides on a quarter turn', () => {
    expect(rotateSize(1024, 768, 90)).toEqual({ width: 768, height: 1024 });
    expect(rotateSize(1024, 768, -90)).toEqual({ width: 768, height: 1024 });
    expect(rotateSize(1024, 768, 180)).toEqual({ width: 1024, height: 768 });
    expect(rotateSize(1024, 768, 450)).toEqual({ width: 768, height: 1024 });
  });
  it('turns left and right in quarter turns', () => {
    expect(rotate(0, 'right')).toBe(90);
    expect(rotate(0, 'left')).toBe(270);
    expect(rotate(270, 'right')).toBe(0);
    expect(normaliseRotation(-180)).toBe(180);
    expect(normaliseRotation(Number.NaN)).toBe(0);
  });
});
