/**
 * A tiny markup for the content generator, turned into Storyblok rich-text documents:
 * blank-line separated blocks; `## ` / `### ` headings; `- ` bullet lists; `1. ` ordered lists;
 * `> ` quotes; a block starting with `<` is a code snippet (form marker, iframe, raw HTML);
 * inline `**bold**`, `*italic*` and `[label](target)` links, target `story:<full_slug>`, `mailto:`, `tel:` or a URL.
 */
type Node = { type: string; text?: string; attrs?: Record<string, unknown>; marks?: { type: string; attrs?: Record<string, unknown> }[]; content?: Node[] };

function inline(text: string): Node[] {
  const out: Node[] = [];
  const re = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push({ type: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ type: 'text', text: m[1], marks: [{ type: 'bold' }] });
    else if (m[2] !== undefined) out.push({ type: 'text', text: m[2], marks: [{ type: 'italic' }] });
    else {
      const target = m[4] ?? '';
      const attrs = target.startsWith('story:')
        ? { linktype: 'story', href: target.slice(6), uuid: null, target: '_self' }
        : target.startsWith('mailto:')
          ? { linktype: 'email', href: target.slice(7), uuid: null, target: null }
          : { linktype: 'url', href: target, uuid: null, target: target.startsWith('http') ? '_blank' : '_self' };
      out.push({ type: 'text', text: m[3] ?? '', marks: [{ type: 'link', attrs }] });
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

/** Markup → `{ type: 'doc', content }`. */
export function rt(markup: string): { type: 'doc'; content: Node[] } {
  const blocks = markup.trim().split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  return {
    type: 'doc',
    content: blocks.map((b): Node => {
      if (b.startsWith('<')) return { type: 'code_block', attrs: { class: 'language-html' }, content: [{ type: 'text', text: b }] };
      const h = /^(#{2,4}) (.*)$/s.exec(b);
      if (h) return { type: 'heading', attrs: { level: (h[1] ?? '##').length }, content: inline(h[2] ?? '') };
      if (b.startsWith('> ')) return { type: 'blockquote', content: [{ type: 'paragraph', content: inline(b.slice(2)) }] };
      const lines = b.split('\n');
      if (lines.every((l) => l.startsWith('- '))) return { type: 'bullet_list', content: lines.map((l) => ({ type: 'list_item', content: [{ type: 'paragraph', content: inline(l.slice(2)) }] })) };
      if (lines.every((l) => /^\d+\. /.test(l))) return { type: 'ordered_list', attrs: { order: 1 }, content: lines.map((l) => ({ type: 'list_item', content: [{ type: 'paragraph', content: inline(l.replace(/^\d+\. /, '')) }] })) };
      const parts = lines.flatMap((l, i) => (i === 0 ? inline(l) : [{ type: 'hard_break' }, ...inline(l)]));
      return { type: 'paragraph', content: parts };
    }),
  };
}
