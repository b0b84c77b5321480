import { Fragment, type ReactNode } from 'react';
import type { RichText as RichTextDoc, RichTextNode } from '../model/fields.ts';
import { contentHref, isAbsoluteHref, type LinkLocale } from '../links/content-href.ts';
import { classifySnippet } from './classify-snippet.ts';
import { useContentSlots, type ContentSlots } from './content-slots.tsx';
import { useContentEnv } from './use-content-env.ts';
import { IframeSnippet } from './blocks/iframe-snippet.tsx';
import * as css from './content.css.ts';

type Attrs = Readonly<Record<string, unknown>>;
const str = (a: Attrs | undefined, k: string): string | undefined => (typeof a?.[k] === 'string' ? (a[k] as string) : undefined);

interface RenderContext {
  readonly locale: LinkLocale;
  readonly slots: ContentSlots;
  readonly warn: (message: string) => void;
  /** Renders `blok` nodes (nested components); injected to keep rich text free of the block registry. */
  readonly renderBloks?: ((body: readonly unknown[]) => ReactNode) | undefined;
}

function linkHref(attrs: Attrs | undefined, locale: LinkLocale): string | null {
  const story = attrs?.['story'] as { full_slug?: string } | undefined;
  const href = str(attrs, 'href') ?? '';
  const linktype = str(attrs, 'linktype') ?? 'url';
  return contentHref(
    { linktype, url: href, cached_url: href, ...(story?.full_slug ? { story: { full_slug: story.full_slug } } : {}), ...(linktype === 'email' ? { email: href } : {}), ...(str(attrs, 'anchor') ? { anchor: str(attrs, 'anchor') as string } : {}) },
    locale,
  );
}

function applyMarks(node: RichTextNode, child: ReactNode, ctx: RenderContext): ReactNode {
  return (node.marks ?? []).reduce<ReactNode>((inner, mark) => {
    switch (mark.type) {
      case 'bold': return <strong>{inner}</strong>;
      case 'italic': return <em>{inner}</em>;
      case 'strike': return <s>{inner}</s>;
      case 'underline': return <u>{inner}</u>;
      case 'code': return <code>{inner}</code>;
      case 'superscript': return <sup>{inner}</sup>;
      case 'subscript': return <sub>{inner}</sub>;
      case 'highlight': return <mark>{inner}</mark>;
      case 'anchor': return <span id={str(mark.attrs, 'id')}>{inner}</span>;
      case 'textStyle':
      case 'styled': return inner;
      case 'link': {
        const href = linkHref(mark.attrs, ctx.locale);
        if (href === null) return inner;
        const blank = str(mark.attrs, 'target') === '_blank' && isAbsoluteHref(href);
        return <a href={href} {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{inner}</a>;
      }
      default:
        ctx.warn(`Unknown rich-text mark "${mark.type}"`);
        return inner;
    }
  }, child);
}

function renderNodes(nodes: readonly RichTextNode[] | undefined, ctx: RenderContext): ReactNode {
  return (nodes ?? []).map((n, i) => <Fragment key={i}>{renderNode(n, ctx)}</Fragment>);
}

function renderSnippet(source: string, ctx: RenderContext): ReactNode {
  const snippet = classifySnippet(source);
  switch (snippet.type) {
    case 'form':
      return ctx.slots.contactForm ? <div className={css.embed}>{ctx.slots.contactForm}</div> : null;
    case 'iframe':
      return <IframeSnippet html={snippet.html} />;
    case 'html':
      return <div className={css.embed} dangerouslySetInnerHTML={{ __html: snippet.html }} />;
    case 'code':
      return <pre><code>{snippet.text}</code></pre>;
    default: {
      const never: never = snippet;
      return never;
    }
  }
}

function renderNode(node: RichTextNode, ctx: RenderContext): ReactNode {
  const kids = (): ReactNode => renderNodes(node.content, ctx);
  switch (node.type) {
    case 'text': return applyMarks(node, node.text ?? '', ctx);
    case 'paragraph': return <p>{kids()}</p>;
    case 'heading': {
      // The page title is the only h1: content headings start at h2.
      const level = Math.min(6, Math.max(2, Number(node.attrs?.['level'] ?? 2)));
      const Tag = `h${level}` as 'h2';
      return <Tag>{kids()}</Tag>;
    }
    case 'bullet_list': return <ul>{kids()}</ul>;
    case 'ordered_list': return <ol start={Number(node.attrs?.['order'] ?? 1)}>{kids()}</ol>;
    case 'list_item': return <li>{kids()}</li>;
    case 'blockquote': return <blockquote>{kids()}</blockquote>;
    case 'hard_break': return <br />;
    case 'horizontal_rule': return <hr />;
    case 'code_block': return renderSnippet((node.content ?? []).map((c) => c.text ?? '').join(''), ctx);
    case 'image': return <img src={str(node.attrs, 'src')} alt={str(node.attrs, 'alt') ?? ''} title={str(node.attrs, 'title')} loading="lazy" />;
    case 'emoji': return <span role="img" aria-label={str(node.attrs, 'name')}>{str(node.attrs, 'emoji')}</span>;
    case 'table': return <table><tbody>{kids()}</tbody></table>;
    case 'tableRow': return <tr>{kids()}</tr>;
    case 'tableHeader': return <th>{kids()}</th>;
    case 'tableCell': return <td>{kids()}</td>;
    case 'blok': {
      const body = node.attrs?.['body'];
      return Array.isArray(body) && ctx.renderBloks ? ctx.renderBloks(body) : null;
    }
    default:
      ctx.warn(`Unknown rich-text node "${node.type}"`);
      return null;
  }
}

export interface RichTextProps {
  readonly doc: RichTextDoc | null | undefined;
  readonly wide?: boolean;
  /** Where unknown nodes and marks are reported. @default console.warn */
  readonly onWarn?: (message: string) => void;
  readonly renderBloks?: (body: readonly unknown[]) => ReactNode;
}

/** Renders a Storyblok rich-text document; unknown nodes are skipped with a warning. */
export function RichText({ doc, wide = false, onWarn, renderBloks }: RichTextProps): ReactNode {
  const { locale } = useContentEnv();
  const slots = useContentSlots();
  if (!doc) return null;
  const warn = onWarn ?? ((message: string) => console.warn(message));
  return <div className={`${css.prose} ${wide ? css.proseWide : ''}`}>{renderNodes(doc.content, { locale, slots, warn, renderBloks })}</div>;
}
