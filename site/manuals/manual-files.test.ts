import { describe, expect, it } from 'vitest';
import { createPdfDocument, textWidth, wrapText } from './pdf-document.ts';
import { manualFiles, manualPath } from './manual-files.ts';

const brand = { name: 'Winora', origin: 'https://www.winora.com', colours: { primary: '#c8102e', primaryText: '#ffffff' } };
const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

/** Checks the cross-reference table: each entry's offset is where its object starts, startxref where xref is. */
function xrefIsExact(pdf: string): boolean {
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  if (!pdf.startsWith('xref\n', xref)) return false;
  const entries = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return entries.length > 0 && entries.every((offset, i) => pdf.startsWith(`${i + 1} 0 obj\n`, offset));
}

describe('manualFiles (issue 18: five manual links pointed at files that did not exist)', () => {
  const files = manualFiles({ brand, languages: ['de', 'en', 'fr', 'es', 'it', 'xx'] });

  it('has a text for every language whose letters the standard PDF fonts have; none for Czech and Polish', () => {
    expect(manualFiles({ brand, languages: ['nl', 'da', 'fi', 'sv', 'cs', 'pl'] }).map((f) => f.path)).toEqual(['nl', 'da', 'fi', 'sv'].map(manualPath));
  });

  it('gives one PDF per language with a text, at the path the service pages link to; none for a language without', () => {
    expect(files.map((f) => f.path)).toEqual(['de', 'en', 'fr', 'es', 'it'].map(manualPath));
    expect(manualPath('de')).toBe('downloads/manual-ebike-de.pdf');
  });

  it('writes well-formed PDFs: header, exact cross-reference table, three A4 pages, the title for readers', () => {
    for (const file of files) {
      const pdf = latin1(file.contents as Uint8Array);
      expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
      expect(xrefIsExact(pdf)).toBe(true);
      expect(pdf.match(/\/Type \/Page /g)).toHaveLength(3);
      expect(pdf).toContain('/MediaBox [0 0 595 842]');
    }
  });

  it('carries the chapters in the language and the brand colour', () => {
    const de = latin1(files[0]!.contents as Uint8Array);
    for (const chapter of ['1 Ihr Modell', '2 Antrieb', '3 Akku', '4 Sicherheit', '5 Pflege']) expect(de).toContain(`(${chapter})`);
    expect(de).toContain('(Allgemeine Anleitung f\u00fcr jedes Winora E-Bike.');
    expect(de).toContain('0.784 0.063 0.180 rg'); // #c8102e
  });

  it('is the same bytes for the same input (builds are byte-identical)', () => {
    const again = manualFiles({ brand, languages: ['de'] });
    expect(Buffer.from(again[0]!.contents as Uint8Array).equals(Buffer.from(files[0]!.contents as Uint8Array))).toBe(true);
  });
});

describe('pdf-document', () => {
  it('wraps text within the width by Helvetica metrics', () => {
    const lines = wrapText('Laden Sie den Akku nur mit dem mitgelieferten Ladegerät, in Innenräumen, auf nicht brennbarem Untergrund.', 200, 11);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 11)).toBeLessThanOrEqual(200);
    expect(textWidth('iiii', 10)).toBeLessThan(textWidth('MMMM', 10));
  });

  it('escapes parentheses and refuses a character the fonts cannot show', () => {
    const doc = createPdfDocument({ title: 't', author: 'a', language: 'en' });
    const page = doc.addPage();
    page.text(10, 10, 'a (b) \\ c', { size: 10, colour: '#000000' });
    expect(latin1(doc.bytes())).toContain('(a \\(b\\) \\\\ c) Tj');
    expect(() => page.text(10, 10, 'Ω', { size: 10, colour: '#000000' })).toThrow('pdf: "Ω" is not in WinAnsi');
  });
});
