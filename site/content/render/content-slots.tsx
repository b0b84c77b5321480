import { createContext, useContext, type ReactNode } from 'react';

/** Slots a page hands to its content: what a rich-text form marker embeds. */
export interface ContentSlots {
  /** The contact form, when the page's data carries one (a form marker in its rich text). */
  readonly contactForm?: ReactNode;
  /** A browser tool a page renders where its story's tool shell of that name sits (the bike comparison). */
  readonly tools?: Readonly<Partial<Record<'dealer-finder' | 'bike-comparison', ReactNode>>>;
}

const SlotsContext = createContext<ContentSlots>({});

export const ContentSlotsProvider = SlotsContext.Provider;

/** The page's content slots. */
export const useContentSlots = (): ContentSlots => useContext(SlotsContext);
