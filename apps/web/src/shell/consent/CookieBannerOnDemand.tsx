import { onDemand } from '../../shared/hydration/on-demand';
import { requireCatalogGroup } from '../../shared/i18n/catalog-store';
import './cookie-banner-prerendered.css';

/**
 * The cookie banner as the layout and the consent island render it: its markup is the server's
 * from the first paint (for a visitor without a decision it shows at once); its code is not
 * among the scripts the page's HTML asks for but loads once the browser is idle after
 * hydration, or at once when the banner gets focus or a pointer.
 */
export const CookieBannerOnDemand = onDemand(async () => {
  // Its texts (`consent`) come with it.
  const [{ CookieBanner }] = await Promise.all([
    import('./CookieBanner'),
    requireCatalogGroup('consent'),
  ]);
  return CookieBanner;
}, 'idle');
