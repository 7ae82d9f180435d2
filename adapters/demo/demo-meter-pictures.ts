import { Jimp, loadFont, measureText } from 'jimp';
import { SANS_64_WHITE } from 'jimp/fonts';

/**
 * The demo flights' photos (issue 36): a meter's counter ("4314.1" in white on black, the way a Hobbs or tach
 * face looks from the pilot's seat) or a fuel gauge's "F 3/4". Small PNGs drawn at the first start, so a
 * fresh install needs no downloads; kept apart from demo-pictures.ts, whose cache is keyed by that file's text.
 */
export const METER_PICTURE_SIZE = { width: 480, height: 200 } as const;

let font: Awaited<ReturnType<typeof loadFont>> | undefined;

export async function drawMeter(text: string): Promise<Uint8Array> {
  font ??= await loadFont(SANS_64_WHITE);
  const { width, height } = METER_PICTURE_SIZE;
  const img = new Jimp({ width, height, color: 0x3a3d44ff });
  const face = new Jimp({ width: width - 40, height: height - 60, color: 0x111214ff });
  img.composite(face, 20, 30);
  const w = Math.min(width - 60, measureText(font, text));
  img.print({ font, x: Math.round((width - w) / 2), y: Math.round(height / 2 - 36), text });
  return new Uint8Array(await img.getBuffer('image/png'));
}
