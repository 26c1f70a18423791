import type { Locale } from '@platform/domain';
import { hydrateRoot } from 'react-dom/client';
import { ProjectRequestForm } from '../modules/projects/components/ProjectRequestForm';
import { requireCatalogGroup } from '../shared/i18n/catalog-store';
import { IslandFrame } from './IslandFrame';

/**
 * The project request form (/projekt-anfragen): validation, skill suggestions, consent, the
 * honeypot, sending and the success state, as in the app.
 */
export async function hydrateIsland(element: Element, locale: Locale) {
  // Its texts (`projects.*`) are the page's group, which the layout's islands do not load.
  await requireCatalogGroup('projects');
  hydrateRoot(
    element,
    <IslandFrame locale={locale}>
      <ProjectRequestForm />
    </IslandFrame>,
  );
}
