/**
 * Text for pdfkit's standard fonts (Helvetica...), which encode WinAnsi (Windows-1252) only: pdfkit writes
 * any other character as its UTF-16 code's hex digits, which the font reads as two or more wrong glyphs
 * ("日" prints as two unrelated letters and throws the line's width off). So every character is kept when
 * the fonts have it (Latin-1, and the curly quotes, dashes, bullet, ellipsis, euro, Š, Ž, Œ... of
 * Windows-1252), an accented letter they lack loses its accent ("ő" to "o"), a few letters are spelt
 * out ("Ł" to "L"), spaces and dashes of other widths become the plain ones, and the rest a "?".
 */

/** The characters of Windows-1252's 0x80-0x9F row, which pdfkit maps to the font's glyphs. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const SPELT: Record<string, string> = {
  Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŀ: 'L', ŀ: 'l', Ŧ: 'T', ŧ: 't', ĸ: 'k', Ŋ: 'N', ŋ: 'n',
  ſ: 's', Ə: 'E', ə: 'e', ʼ: '’', '′': "'", '″': '"', '−': '-', '‐': '-', '‑': '-', '‒': '–', '―': '—', '⁄': '/',
  '№': 'No.',
};

const fits = (c: string): boolean => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
};

/** The text as the standard fonts can print it (see above); line breaks and tabs become spaces. */
export function pdfText(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) {
    if (fits(c)) {
      out += c;
      continue;
    }
    if (/\s/u.test(c)) {
      out += ' ';
      continue;
    }
    if (c in SPELT) {
      out += SPELT[c];
      continue;
    }
    const bare = c.normalize('NFKD').replace(/\p{M}/gu, '');
    // Marks, controls and symbols (emoji: "✈️ Skyhawk") are left out; a letter or digit the fonts lack is a "?".
    out += bare && [...bare].every(fits) ? bare : /[\p{M}\p{C}\p{So}\p{Sk}]/u.test(c) ? '' : '?';
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
