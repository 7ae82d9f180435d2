import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../adapters/http/documents/pdf-text.js';

// pdfkit's standard fonts encode Windows-1252 only: anything else would print as wrong glyphs.
describe('pdfText', () => {
  it('keeps Latin-1 and the Windows-1252 punctuation', () => {
    expect(pdfText('Café Señor “quoted” – ½ share… €5 Škoda Œuvre')).toBe('Café Señor “quoted” – ½ share… €5 Škoda Œuvre');
  });

  it('drops accents the fonts lack, spells out a few letters, and leaves emoji and marks out', () => {
    expect(pdfText('Łódź Dvořák Ős Đakovo')).toBe('Lódz Dvorák Os Dakovo');
    expect(pdfText('✈️ Skyhawk 🛩')).toBe('Skyhawk');
    expect(pdfText('e\u0301t\u00e9')).toBe('été');
  });

  it('writes "?" for a letter it cannot print, and plain spaces and hyphens for the other kinds', () => {
    expect(pdfText('日本 Cessna')).toBe('?? Cessna');
    expect(pdfText('A\u00a0B\u2009C\tD\nE\u2011F')).toBe('A\u00a0B C D E-F');
  });
});
