/** The seed module's public entry: what other modules may use. */
export { SeedModule } from './seed.module.js';
export { posterSvg, renderSvg } from './demo-artwork.js';
export { portraitSvg } from './demo-portrait.js';
export type { PortraitLook } from './demo-portrait.js';
export { DemoContent } from './demo-content.js';
export type { DemoContentSeeder } from './demo-content.js';
