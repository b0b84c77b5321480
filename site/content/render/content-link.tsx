import type { ReactNode } from 'react';
import { contentHref, isAbsoluteHref, type LinkLike } from '../links/content-href.ts';
import { useContentEnv } from './use-content-env.ts';

/** An anchor for a content multilink; external links open in a new tab when the editor asked for it. Empty links render their children only. */
export function ContentLink({ link, className, children }: { link: LinkLike & { readonly target?: string | undefined }; className?: string; children: ReactNode }): ReactNode {
  const { locale } = useContentEnv();
  const href = contentHref(link, locale);
  if (href === null) return <span className={className}>{children}</span>;
  const blank = link.target === '_blank' || (href.startsWith('http') && link.target !== '_self');
  return (
    <a className={className} href={href} {...(blank && isAbsoluteHref(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
