import { describe, expect, it, vi } from 'vitest';
import { checkRelations, withCheckedRelations } from './check-relations.ts';

const answer = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bis zu 150 km.' }] }] };
const faq = { name: 'Reichweite', full_slug: 'sitecentralcontent/faqs/reichweite', content: { component: 'faq', question: 'Wie weit komme ich?', answer } };
const broken = { name: 'Kaputt', full_slug: 'sitecentralcontent/faqs/kaputt', content: { component: 'faq', answer } };

describe('checkRelations', () => {
  it('replaces a related story that does not fit its schema by its slug, with a warning naming the problem, and leaves valid ones as they are', () => {
    const warn = vi.fn();
    const body = [{ component: 'faq_section', _uid: 'f', headline: 'FAQ', faqs: [faq, broken] }];
    const checked = checkRelations(body, warn);
    expect(checked[0]?.faqs).toEqual([faq, 'sitecentralcontent/faqs/kaputt']);
    expect(checked[0]?.faqs[0]).toBe(faq);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Related story "sitecentralcontent\/faqs\/kaputt" is not shown: content\.question/u);
  });

  it('returns the same object when every relation fits (page data unchanged)', () => {
    const content = { component: 'page', body: [{ component: 'faq_section', _uid: 'f', headline: 'FAQ', faqs: [faq, 'sitecentralcontent/faqs/unresolved'] }] };
    expect(checkRelations(content, vi.fn())).toBe(content);
  });

  it("withCheckedRelations checks a page's content and editorial parts", () => {
    const loaded = { data: { tiles: [], editorial: { hero: { component: 'hero_reference', _uid: 'h', hero: { name: 'X', full_slug: 'sitecentralcontent/heroes/x', content: { component: 'hero' } } } } }, head: { title: 'T' } };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const checked = withCheckedRelations(loaded);
    expect((checked.data as typeof loaded.data).editorial.hero.hero).toBe('sitecentralcontent/heroes/x');
    expect(checked.head).toBe(loaded.head);
    warn.mockRestore();
  });
});
