import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Jimp, loadFont, measureText } from 'jimp';
import { SANS_64_WHITE } from 'jimp/fonts';

/**
 * Pictures for the demo content, drawn here so a fresh install needs no downloads and carries no
 * third-party photos: a side view of a light aircraft on a runway under a sky (one per demo listing),
 * and initials on a coloured disc (demo professionals must have a picture). Deterministic for a seed.
 */

type Rgb = [number, number, number];
type Point = [number, number];

const rgba = ([r, g, b]: Rgb, a = 255) => ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as Rgb;

type Canvas = InstanceType<typeof Jimp>;

function fillPolygon(img: Canvas, points: Point[], colour: Rgb): void {
  const ys = points.map((p) => p[1]);
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(img.bitmap.height - 1, Math.ceil(Math.max(...ys)));
  const c = rgba(colour);
  for (let y = top; y <= bottom; y++) {
    const yc = y + 0.5;
    const xs: number[] = [];
    for (let i = 0; i < points.length; i++) {
      const [x1, y1] = points[i]!;
      const [x2, y2] = points[(i + 1) % points.length]!;
      if ((y1 <= yc && y2 > yc) || (y2 <= yc && y1 > yc)) xs.push(x1 + ((yc - y1) / (y2 - y1)) * (x2 - x1));
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.round(xs[k]!));
      const to = Math.min(img.bitmap.width - 1, Math.round(xs[k + 1]!));
      for (let x = from; x <= to; x++) img.setPixelColor(c, x, y);
    }
  }
}

function fillEllipse(img: Canvas, cx: number, cy: number, rx: number, ry: number, colour: Rgb): void {
  const steps = 48;
  fillPolygon(img, Array.from({ length: steps }, (_, i): Point => {
    const a = (i / steps) * Math.PI * 2;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
  }), colour);
}

/** A small deterministic generator, so every install draws the same pictures. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >> 17;
    s ^= s << 5; s >>>= 0;
    return s / 0x100000000;
  };
}

const SKIES: [Rgb, Rgb][] = [
  [[38, 94, 168], [173, 212, 240]], // midday
  [[52, 73, 140], [248, 196, 148]], // evening
  [[70, 130, 190], [222, 236, 246]], // hazy summer
  [[30, 60, 120], [252, 220, 170]], // dawn
];
const GROUND: Rgb[] = [[96, 140, 72], [128, 150, 84], [150, 138, 96]];

export interface PlanePicture {
  /** The stripe and tail colour. */
  accent: Rgb;
  /** High wing (Cessna-style) or low wing (Piper, Cirrus, Beech). */
  wing: 'high' | 'low';
  /** Which sky to draw. */
  seed: number;
}

/** The sizes the pictures are drawn at. */
export const PLANE_SIZE = { width: 960, height: 640 } as const;
export const BLOG_PICTURE_SIZE = { width: 960, height: 503 } as const;
export const INITIALS_SIZE = { width: 320, height: 320 } as const;

/**
 * Drawing is slow in plain JavaScript (about a second a picture on a busy machine: some 20 s for the demo's
 * 29, which every first start and every test file that seeds the demo paid again). Each drawing is kept in
 * the system's temporary folder, named by what was drawn and this file's own text: a change to the drawing
 * code draws afresh. A cache that cannot be read or written is only slower. DEMO_PICTURE_CACHE=off draws
 * every time.
 */
const CACHE_DIR = process.env.DEMO_PICTURE_CACHE === 'off' ? null : join(process.env.DEMO_PICTURE_CACHE || tmpdir(), 'wingshare-demo-pictures');
const DRAWING_CODE = (() => {
  try {
    return createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex');
  } catch {
    return null; // no source beside the running code: no cache
  }
})();

async function cachedDrawing(what: unknown, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
  if (!CACHE_DIR || !DRAWING_CODE) return draw();
  const file = join(CACHE_DIR, createHash('sha256').update(DRAWING_CODE).update(JSON.stringify(what)).digest('hex'));
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    const bytes = await draw();
    try {
      await mkdir(CACHE_DIR, { recursive: true });
      // Written aside, then renamed: a reader at the same time sees the whole picture or none.
      const partial = `${file}.${process.pid}.${Date.now()}`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    } catch {
      // A read-only or full disk: the picture is drawn again next time.
    }
    return bytes;
  }
}

/** A 960 x 640 JPEG of a light aircraft on a runway. */
export async function drawPlane(picture: PlanePicture): Promise<Uint8Array> {
  return cachedDrawing(['plane', picture], async () => paintPlane(picture).getBuffer('image/jpeg', { quality: 82 }));
}

/**
 * A blog post's featured picture: the same scene, framed for link previews (960 x 503, the 1.91:1 of Open
 * Graph images): the whole runway, closer on the aircraft, or the scene mirrored (the aircraft facing left).
 */
export async function drawBlogPicture({ view, ...picture }: PlanePicture & { view: 'wide' | 'close' | 'mirrored' }): Promise<Uint8Array> {
  return cachedDrawing(['blog', view, picture], async () => {
    const img = paintPlane(picture);
    if (view === 'close') img.crop({ x: 80, y: 170, w: 800, h: 419 });
    else img.crop({ x: 0, y: 96, w: BLOG_PICTURE_SIZE.width, h: BLOG_PICTURE_SIZE.height });
    if (view === 'mirrored') img.flip({ horizontal: true, vertical: false });
    if (img.bitmap.width !== BLOG_PICTURE_SIZE.width) img.resize({ w: BLOG_PICTURE_SIZE.width, h: BLOG_PICTURE_SIZE.height });
    return img.getBuffer('image/jpeg', { quality: 82 });
  });
}

function paintPlane({ accent, wing, seed }: PlanePicture): Canvas {
  const W = PLANE_SIZE.width;
  const H = PLANE_SIZE.height;
  const rnd = random(seed);
  const img = new Jimp({ width: W, height: H, color: 0xffffffff });
  const [skyTop, skyBottom] = SKIES[seed % SKIES.length]!;
  const horizon = Math.round(H * 0.62);
  for (let y = 0; y < horizon; y++) {
    const c = rgba(mix(skyTop, skyBottom, y / horizon));
    for (let x = 0; x < W; x++) img.setPixelColor(c, x, y);
  }
  // Soft clouds.
  for (let i = 0; i < 5; i++) {
    const cx = rnd() * W;
    const cy = 40 + rnd() * (horizon * 0.5);
    for (let j = 0; j < 4; j++) fillEllipse(img, cx + j * 38 - 60, cy + (j % 2) * 10, 46 + rnd() * 30, 18 + rnd() * 10, mix(skyBottom, [255, 255, 255], 0.7));
  }
  // Distant tree line, then the field.
  const ground = GROUND[seed % GROUND.length]!;
  fillPolygon(img, [[0, horizon - 10], ...Array.from({ length: 25 }, (_, i): Point => [i * 40, horizon - 8 - rnd() * 16]), [W, horizon - 10], [W, horizon], [0, horizon]], mix(ground, [20, 50, 30], 0.6));
  for (let y = horizon; y < H; y++) {
    const c = rgba(mix(mix(ground, [40, 60, 30], 0.3), ground, (y - horizon) / (H - horizon)));
    for (let x = 0; x < W; x++) img.setPixelColor(c, x, y);
  }
  // The runway in perspective, with its centre line.
  fillPolygon(img, [[W * 0.42, horizon], [W * 0.58, horizon], [W * 1.1, H], [-W * 0.1, H]], [92, 94, 98]);
  for (let k = 0; k < 6; k++) {
    const t1 = (k * 2) / 12;
    const t2 = (k * 2 + 1) / 12;
    const y1 = horizon + (H - horizon) * t1 * t1;
    const y2 = horizon + (H - horizon) * t2 * t2;
    const w1 = 2 + 6 * t1;
    const w2 = 2 + 6 * t2;
    fillPolygon(img, [[W / 2 - w1, y1], [W / 2 + w1, y1], [W / 2 + w2, y2], [W / 2 - w2, y2]], [236, 236, 228]);
  }

  // The aircraft, side view facing right, sitting on its wheels on the runway.
  const s = 1.15;
  const ox = 120;
  const oy = 320;
  const P = (x: number, y: number): Point => [ox + x * s, oy + y * s];
  const white: Rgb = [246, 247, 249];
  const shade: Rgb = [206, 210, 218];
  const glass: Rgb = [58, 80, 104];
  const dark: Rgb = [40, 42, 48];
  // Shadow on the runway.
  fillEllipse(img, ox + 300 * s, oy + 150 * s, 290 * s, 12 * s, [70, 72, 76]);
  // Landing gear.
  fillPolygon(img, [P(330, 80), P(342, 80), P(368, 138), P(356, 138)], dark);
  fillPolygon(img, [P(520, 90), P(530, 90), P(526, 136), P(516, 136)], dark);
  for (const [x, y] of [[362, 140], [522, 140]] as const) {
    fillEllipse(img, ox + x * s, oy + y * s, 16 * s, 16 * s, dark);
    fillEllipse(img, ox + x * s, oy + y * s, 6 * s, 6 * s, [150, 150, 156]);
  }
  // Tail fin and stabiliser.
  fillPolygon(img, [P(20, 50), P(10, -60), P(50, -62), P(110, 40)], accent);
  fillPolygon(img, [P(0, 44), P(110, 40), P(110, 54), P(0, 56)], shade);
  // Fuselage: tapering tail cone to a rounded cowling.
  fillPolygon(img, [P(10, 40), P(200, 10), P(420, 0), P(560, 10), P(600, 40), P(600, 80), P(560, 100), P(420, 104), P(200, 80), P(10, 58)], white);
  fillPolygon(img, [P(10, 56), P(200, 78), P(420, 100), P(560, 98), P(600, 80), P(600, 70), P(560, 88), P(420, 90), P(200, 66), P(10, 48)], accent);
  // Cabin windows and windscreen.
  fillPolygon(img, [P(330, 12), P(450, 4), P(500, 6), P(470, 44), P(340, 46)], glass);
  fillPolygon(img, [P(500, 8), P(540, 14), P(520, 44), P(476, 44)], mix(glass, [160, 190, 220], 0.4));
  fillPolygon(img, [P(404, 6), P(410, 6), P(406, 46), P(400, 46)], white);
  // Wing: on the cabin roof with a strut, or along the belly.
  if (wing === 'high') {
    fillPolygon(img, [P(300, -4), P(470, -6), P(476, 6), P(300, 8)], shade);
    fillPolygon(img, [P(360, 4), P(370, 4), P(420, 84), P(410, 84)], shade);
  } else {
    fillPolygon(img, [P(300, 84), P(500, 80), P(506, 96), P(300, 100)], shade);
  }
  // Spinner and propeller blur.
  fillEllipse(img, ox + 606 * s, oy + 60 * s, 14 * s, 20 * s, accent);
  fillEllipse(img, ox + 618 * s, oy + 60 * s, 5 * s, 78 * s, mix(skyBottom, dark, 0.35));
  return img;
}

let font: Awaited<ReturnType<typeof loadFont>> | undefined;

/** A 320 x 320 PNG: the initials on a disc of the colour, the way a profile without a photo often looks. */
export async function drawInitials(initials: string, colour: Rgb): Promise<Uint8Array> {
  return cachedDrawing(['initials', initials, colour], async () => {
    font ??= await loadFont(SANS_64_WHITE);
    const size = INITIALS_SIZE.width;
    const img = new Jimp({ width: size, height: size, color: rgba(mix(colour, [255, 255, 255], 0.85)) });
    fillEllipse(img, size / 2, size / 2, size / 2 - 4, size / 2 - 4, colour);
    const text = initials.slice(0, 2).toUpperCase();
    const letters = new Jimp({ width: 160, height: 80, color: 0x00000000 });
    letters.print({ font, x: 0, y: 0, text });
    const w = measureText(font, text);
    letters.crop({ x: 0, y: 0, w: Math.max(1, Math.min(160, w)), h: 80 });
    letters.scale(2);
    img.composite(letters, Math.round((size - letters.bitmap.width) / 2), Math.round((size - letters.bitmap.height) / 2) + 4);
    return img.getBuffer('image/png');
  });
}
