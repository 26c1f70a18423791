export * from './enums.js';
export * from './limits.js';
export * from './money.js';
export * from './time-zone.js';
export * from './recurrence.js';
export * from './slug.js';
export * from './company.js';
export * from './site-paths.js';
