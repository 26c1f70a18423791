import type { Locale } from '@platform/domain';
import { hydrateRoot } from 'react-dom/client';
import { ContactForm } from '../modules/contact/components/ContactForm';
import { requireCatalogGroup } from '../shared/i18n/catalog-store';
import { IslandFrame } from './IslandFrame';

/** The contact form (/kontakt): validation, sending, the server's answers, the honeypot. */
export async function hydrateIsland(element: Element, locale: Locale) {
  // Its texts (`contact.*`) are the page's group, which the layout's islands do not load.
  await requireCatalogGroup('contact');
  hydrateRoot(
    element,
    <IslandFrame locale={locale}>
      <ContactForm />
    </IslandFrame>,
  );
}
