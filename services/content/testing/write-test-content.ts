/**
 * A small content folder for tests, written into a temporary directory: brand `winora` (de default,
 * en), 120 FAQ stories (pagination, relations above the limit), pages with relations, story links,
 * rich text, an asset drawn with sharp, and a draft.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

export const FAQ_COUNT = 120;

function write(root: string, rel: string, body: unknown): void {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
}

/** Writes the folder and returns its path (the caller removes it). */
export async function writeTestContent(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-test-'));
  const brand = path.join(root, 'winora');
  fs.mkdirSync(path.join(brand, '_assets', 'heroes'), { recursive: true });
  // A 1200×600 gradient-ish picture: left half one colour, right half another.
  const left = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 60, b: 30 } } }).png().toBuffer();
  await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toFile(path.join(brand, '_assets', 'heroes', 'city.jpg'));

  for (let i = 1; i <= FAQ_COUNT; i += 1) {
    const n = String(i).padStart(3, '0');
    write(brand, `de/sitecentralcontent/faqs/frage-${n}.json`, { name: `Frage ${n}`, key: `faq-${n}`, position: i, content: { component: 'faq', question: `Frage ${n}?`, answer: `Antwort ${n}.` } });
  }
  write(brand, 'en/sitecentralcontent/faqs/question-001.json', { name: 'Question 001', key: 'faq-001', content: { component: 'faq', question: 'Question 001?', answer: 'Answer 001.' } });
  const allFaqs = Array.from({ length: FAQ_COUNT }, (_, i) => `sitecentralcontent/faqs/frage-${String(i + 1).padStart(3, '0')}`);
  write(brand, 'de/sitepages/structure/service/faqs.json', {
    name: 'FAQ', key: 'service-faqs', position: 2,
    content: { component: 'page', title: 'Häufige Fragen', body: [{ component: 'faq_list', faqs: allFaqs }] },
  });
  write(brand, 'de/sitepages/structure/service/kontakt.json', {
    name: 'Kontakt', key: 'service-contact', position: 1, isStartpage: false, tags: ['service'],
    content: {
      component: 'page',
      title: 'Kontakt',
      hero: { fieldtype: 'asset', filename: 'heroes/city.jpg', alt: 'Radfahrerin in der Stadt', focus: '900x100:1000x200' },
      body: [
        { component: 'faq_list', faqs: ['sitecentralcontent/faqs/frage-001', 'sitecentralcontent/faqs/frage-002'] },
        { component: 'teaser', link: { linktype: 'story', full_slug: 'sitepages/structure/service/faqs' }, mail: { linktype: 'email', email: 'service@winora.example' } },
        {
          component: 'rich_text',
          text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Zu den FAQ', marks: [{ type: 'link', attrs: { linktype: 'story', href: 'sitepages/structure/service/faqs' } }] }] }] },
        },
      ],
    },
  });
  write(brand, 'en/sitepages/structure/service/contact-us.json', { name: 'Contact', key: 'service-contact', content: { component: 'page', title: 'Contact us', body: [] } });
  write(brand, 'de/sitepages/structure/news/index.json', { name: 'News', key: 'news', isStartpage: true, content: { component: 'publication_listing', title: 'News' } });
  write(brand, 'de/sitepages/structure/news/misano-event.json', { name: 'Misano', key: 'news-misano', publishedAt: '2024-05-01T08:00:00.000Z', content: { component: 'publication', title: 'Misano' } });
  write(brand, 'de/sitepages/structure/news/test-tour-winora.json', { name: 'Test-Tour', key: 'news-tour', publishedAt: '2024-06-01T08:00:00.000Z', content: { component: 'publication', title: 'Test-Tour' } });
  write(brand, 'de/_drafts/sitepages/structure/news/misano-event.json', { name: 'Misano (Entwurf)', key: 'news-misano', content: { component: 'publication', title: 'Misano, überarbeitet' } });
  write(brand, 'de/_drafts/sitepages/structure/news/neu.json', { name: 'Neu', key: 'news-new', content: { component: 'publication', title: 'Noch nicht veröffentlicht' } });
  return root;
}
