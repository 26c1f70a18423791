import { createContext } from 'react';
import type { PageMetaValues } from './page-head';

/**
 * While prerendering, pages report their meta data here (effects do not run on the server),
 * so the build can write it into the HTML head. In the browser there is no collector.
 */
export type PageMetaCollector = (meta: PageMetaValues) => void;

export const PageMetaCollectorContext = createContext<PageMetaCollector | null>(null);
