import { describe, expect, it } from 'vitest';
import { absoluteUrl, block, serializeJsonLd } from './json-ld.ts';

describe('JSON-LD serialisation', () => {
  it('no value can end the script or open a comment, and the JSON still reads back the same', () => {
    const hostile = block({ '@type': 'Organization', name: '</script><script>alert(1)</script> <!-- & \u2028', url: 'https://example.test/' });
    const html = serializeJsonLd([hostile]);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/<\/script|<!--|<|>|&|\u2028/i);
    expect(JSON.parse(body)).toEqual(hostile);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('one script tag per block, with the schema.org context', () => {
    const html = serializeJsonLd([block({ '@type': 'ItemList', itemListElement: [] }), block({ '@type': 'Organization' })]);
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
    expect(html).toContain('"@context":"https://schema.org"');
  });

  it('absolute URLs at the origin; absolute input stays', () => {
    expect(absoluteUrl('https://www.winora.com', '/de-de/x/')).toBe('https://www.winora.com/de-de/x/');
    expect(absoluteUrl('https://www.winora.com/', 'http://127.0.0.1:4180/media/a.svg')).toBe('http://127.0.0.1:4180/media/a.svg');
  });
});
