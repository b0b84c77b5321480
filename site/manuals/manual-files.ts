/**
 * The general e-bike manual as a PDF per language (`downloads/manual-ebike-<language>.pdf`), generated at build
 * time in the brand's look: a cover in the brand colour with the contents, then model, drive, battery, safety
 * and care, with a running footer. The service pages' content links these files.
 */
import type { ExtraFile } from '@cycle/engine';
import { A4, createPdfDocument, wrapText, type PdfPage } from './pdf-document.ts';
import { MANUAL_TEXTS, type ManualText } from './manual-text.ts';

/** Output path of a language's manual. */
export const manualPath = (language: string): string => `downloads/manual-ebike-${language}.pdf`;

/** The brand as the manual shows it. */
export interface ManualBrand {
  readonly name: string;
  readonly origin: string;
  /** Brand colours (`#rrggbb`): the cover band and headings, and the text on the band. */
  readonly colours: { readonly primary: string; readonly primaryText: string };
}

const INK = '#23272b';
const MUTED = '#5f666d';
const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;

/** One manual's bytes. */
export function renderManual(brand: ManualBrand, language: string, text: ManualText): Uint8Array {
  const fill = (s: string): string => s.replaceAll('{brand}', brand.name);
  const doc = createPdfDocument({ title: `${brand.name} – ${text.title}`, author: brand.name, language });
  const pages: PdfPage[] = [];

  // Cover: the brand band, title, subtitle, contents.
  const cover = doc.addPage();
  pages.push(cover);
  cover.rect(0, A4.height - 250, A4.width, 250, brand.colours.primary);
  cover.text(MARGIN, A4.height - 110, brand.name.toUpperCase(), { size: 40, bold: true, colour: brand.colours.primaryText });
  let y = A4.height - 160;
  for (const line of wrapText(text.title, WIDTH, 24, true)) {
    cover.text(MARGIN, y, line, { size: 24, bold: true, colour: brand.colours.primaryText });
    y -= 30;
  }
  y = A4.height - 300;
  for (const line of wrapText(fill(text.subtitle), WIDTH, 13)) {
    cover.text(MARGIN, y, line, { size: 13, colour: INK });
    y -= 18;
  }
  y -= 24;
  cover.text(MARGIN, y, text.contents, { size: 16, bold: true, colour: brand.colours.primary });
  y -= 26;
  for (const section of text.sections) {
    cover.text(MARGIN, y, section.title, { size: 12, colour: INK });
    y -= 20;
  }

  // Chapters, flowing over as many pages as they need.
  let page = doc.addPage();
  pages.push(page);
  y = A4.height - MARGIN;
  const room = (needed: number): void => {
    if (y - needed > MARGIN + 30) return;
    page = doc.addPage();
    pages.push(page);
    y = A4.height - MARGIN;
  };
  for (const section of text.sections) {
    room(60);
    page.text(MARGIN, y - 18, section.title, { size: 18, bold: true, colour: brand.colours.primary });
    page.line(MARGIN, y - 26, MARGIN + WIDTH, y - 26, brand.colours.primary, 1.5);
    y -= 48;
    for (const paragraph of section.paragraphs) {
      for (const line of wrapText(fill(paragraph), WIDTH, 11)) {
        room(15);
        page.text(MARGIN, y, line, { size: 11, colour: INK });
        y -= 15;
      }
      y -= 8;
    }
    for (const bullet of section.bullets ?? []) {
      const lines = wrapText(fill(bullet), WIDTH - 16, 11);
      lines.forEach((line, i) => {
        room(15);
        if (i === 0) page.rect(MARGIN + 2, y + 3, 4, 4, brand.colours.primary);
        page.text(MARGIN + 16, y, line, { size: 11, colour: INK });
        y -= 15;
      });
    }
    y -= 22;
  }

  // Footer on every page: brand site and page number.
  pages.forEach((p, i) => {
    p.line(MARGIN, 44, MARGIN + WIDTH, 44, brand.colours.primary, 0.75);
    p.text(MARGIN, 30, `${brand.name} · ${brand.origin.replace(/^https:\/\//, '')}`, { size: 9, colour: MUTED });
    p.text(MARGIN + WIDTH - 60, 30, `${text.page} ${i + 1} / ${pages.length}`, { size: 9, colour: MUTED });
  });
  return doc.bytes();
}

/** The manuals of a brand: one per language it has a text for. */
export function manualFiles(o: { readonly brand: ManualBrand; readonly languages: readonly string[] }): ExtraFile[] {
  return o.languages.flatMap((language) => {
    const text = MANUAL_TEXTS[language];
    return text ? [{ path: manualPath(language), contents: renderManual(o.brand, language, text) }] : [];
  });
}
