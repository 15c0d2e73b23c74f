import { describe, expect, it } from 'vitest';
import { breakableDocument, breakableText, MAX_MARKS, MAX_UNBROKEN } from './pdf-text.ts';
import { renderPdf } from './pdf-render.ts';

const ZWSP = '\u200B';

describe('breakableText', () => {
  it('leaves ordinary Spanish text alone', () => {
    const text = 'Sofreír la cebolla 10 minutos; añadir el ajo y el pimentón.';
    expect(breakableText(text)).toBe(text);
  });

  it('gives a long unbroken run a break opportunity every 30 characters', () => {
    const result = breakableText('x'.repeat(95));
    expect(result.split(ZWSP).map((part) => part.length)).toEqual([30, 30, 30, 5]);
    expect(result.replaceAll(ZWSP, '')).toBe('x'.repeat(95));
    const word = 'a'.repeat(MAX_UNBROKEN);
    expect(breakableText(`${word} ${word}`)).toBe(`${word} ${word}`);
  });

  it('composes to NFC and keeps at most two combining marks per letter', () => {
    expect(breakableText('cafe\u0301')).toBe('café');
    const piled = `e${'\u0301'.repeat(500)}`;
    expect(breakableText(piled)).toBe(`é${'\u0301'.repeat(MAX_MARKS)}`);
    expect(breakableText('\u0301\u0301abc')).toBe('abc');
  });

  it('never splits a letter from its marks', () => {
    const result = breakableText('n\u0303'.repeat(40));
    for (const part of result.split(ZWSP)) expect(part.startsWith('\u0303')).toBe(false);
  });

  it('rewrites texts of the content, never style names or widths', () => {
    const long = 'y'.repeat(40);
    const document = breakableDocument({
      content: [
        long,
        { text: long, style: 'tableHeaderWithALongStyleNameOverThirty' },
        { table: { widths: ['*'], body: [[{ text: long }], [long]] } },
        { stack: [{ text: [long, { text: long }] }] },
      ],
    });
    const json = JSON.stringify(document);
    expect(json).not.toContain(long);
    expect(json).toContain('tableHeaderWithALongStyleNameOverThirty');
  });
});

describe('renderPdf with hostile text', () => {
  // How long the server takes for such a ficha técnica is a bar of `npm run bench:hostile`
  // ("PDF 20 000"); a text that never breaks used to hang the layout.
  it('renders 20 000 characters without a space and piled accents', async () => {
    for (const text of ['a'.repeat(20_000), `e${'\u0301'.repeat(200)}`.repeat(100)]) {
      const pdf = await renderPdf({ content: [{ text }] });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
