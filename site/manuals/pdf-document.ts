/**
 * A small PDF 1.4 writer for generated documents: A4 pages of text in the standard Helvetica faces
 * (WinAnsi: every Western European letter the manuals need), filled rectangles and lines in RGB. No
 * dates and no ids: the same input gives the same bytes, as the build promises.
 */

/** An RGB colour as `#rrggbb`. */
export type Hex = string;

/** One page's drawing, in points from the bottom-left corner (A4: 595 × 842). */
export interface PdfPage {
  rect(x: number, y: number, width: number, height: number, fill: Hex): void;
  line(x1: number, y1: number, x2: number, y2: number, colour: Hex, width?: number): void;
  text(x: number, y: number, text: string, o: { readonly size: number; readonly bold?: boolean; readonly colour: Hex }): void;
}

/** A document being drawn. */
export interface PdfDocument {
  addPage(): PdfPage;
  /** The finished file. */
  bytes(): Uint8Array;
}

export const A4 = { width: 595, height: 842 } as const;

/** Helvetica and Helvetica-Bold advance widths (1/1000 em) for ASCII 32–126, from the standard AFM files. */
const WIDTHS = {
  regular: [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584],
  bold: [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584],
} as const;

/** WinAnsi codes of the characters outside Latin-1 that texts use. */
const WIN_ANSI: Readonly<Record<string, number>> = { '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97 };

/** The width of `text` in points at `size`. Accented letters measure as their base letter. */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? WIDTHS.bold : WIDTHS.regular;
  let units = 0;
  for (const ch of text) {
    const base = ch.normalize('NFD')[0] ?? ch;
    const code = base.charCodeAt(0);
    units += ch === 'ß' ? 611 : code >= 32 && code <= 126 ? table[code - 32]! : 556;
  }
  return (units * size) / 1000;
}

/** Splits `text` into lines no wider than `width`. */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A PDF string literal in WinAnsi; a character WinAnsi lacks is a bug in the text and throws. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.charCodeAt(0);
    if (code > 0xff || ch.length > 1 || (code < 0x20 && code !== 0x09)) throw new RangeError(`pdf: "${ch}" is not in WinAnsi`);
    const c = String.fromCharCode(code);
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

/** A PDF text string (document info, language) in UTF-16BE with its byte-order mark: any character, as readers expect there. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

function rgb(hex: Hex): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new RangeError(`pdf: colour "${hex}" is not #rrggbb`);
  return m.slice(1).map((h) => (parseInt(h, 16) / 255).toFixed(3)).join(' ');
}

const n = (v: number): string => (Math.round(v * 100) / 100).toString();

/** Starts a document with a title (shown by readers) and the producer's name. */
export function createPdfDocument(o: { readonly title: string; readonly author: string; readonly language: string }): PdfDocument {
  const pages: string[][] = [];
  return {
    addPage() {
      const ops: string[] = [];
      pages.push(ops);
      return {
        rect(x, y, width, height, fill) {
          ops.push(`${rgb(fill)} rg ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`);
        },
        line(x1, y1, x2, y2, colour, width = 1) {
          ops.push(`${rgb(colour)} RG ${n(width)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
        },
        text(x, y, text, t) {
          ops.push(`BT /${t.bold ? 'F2' : 'F1'} ${n(t.size)} Tf ${rgb(t.colour)} rg ${n(x)} ${n(y)} Td ${pdfString(text)} Tj ET`);
        },
      };
    },
    bytes() {
      // Objects: 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then per page its page and content.
      const objects: string[] = [];
      const kids = pages.map((_, i) => `${6 + i * 2} 0 R`).join(' ');
      objects.push(`<< /Type /Catalog /Pages 2 0 R /Lang ${pdfTextString(o.language)} >>`);
      objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
      objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
      objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
      objects.push(`<< /Title ${pdfTextString(o.title)} /Author ${pdfTextString(o.author)} /Producer (cycle-storefront) >>`);
      for (const [i, ops] of pages.entries()) {
        const stream = ops.join('\n');
        objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`);
        objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
      }
      // Every character is one byte (latin1), so string offsets are byte offsets.
      let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
      const offsets: number[] = [];
      objects.forEach((body, i) => {
        offsets.push(file.length);
        file += `${i + 1} 0 obj\n${body}\nendobj\n`;
      });
      const xref = file.length;
      file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((off) => `${String(off).padStart(10, '0')} 00000 n \n`).join('')}`;
      file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
      return new Uint8Array(Buffer.from(file, 'latin1'));
    },
  };
}
