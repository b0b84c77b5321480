import type { PageProps } from '@cycle/engine';
import type { ReactNode } from 'react';
import { ContactForm } from '../../contact/contact-form.tsx';
import type { ContactPageData } from '../../contact/contact-page-data.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { container } from '../../styles/layout.css.ts';
import * as css from './contact-page.css.ts';

/** The contact page (fixed route `/{locale}/<service>/<contact>/`): the brand's form beside the self-service links. */
export default function ContactPage({ data }: PageProps<ContactPageData>): ReactNode {
  const { m } = useMessages();
  return (
    <>
      <div className={css.hero}>
        <div className={container}>
          <p className={css.eyebrow}>{m.navService}</p>
          <h1 className={css.title}>{m.contactTitle}</h1>
          <p className={css.intro}>{m.contactIntro}</p>
        </div>
      </div>
      <div className={`${container} ${css.layout}`}>
        <section className={css.card} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={css.asideTitle}>{m.contact}</h2>
          <ContactForm data={data} />
        </section>
        <aside className={css.aside} aria-label={m.navService}>
          <div className={css.asideCard}>
            <h2 className={css.asideTitle}>{m.footerService}</h2>
            <ul className={css.asideList}>
              <li><a className={css.asideLink} href={data.links.faq}>{m.faq}</a></li>
              <li><a className={css.asideLink} href={data.links.warranty}>{m.warranty}</a></li>
              <li><a className={css.asideLink} href={data.links.dealers}>{m.navDealers}</a></li>
            </ul>
          </div>
          <div className={css.asideCard}>
            <p>{m.uspDealers}</p>
          </div>
        </aside>
      </div>
    </>
  );
}
