export * from './enums.js';
export * from './limits.js';
export * from './money.js';
export * from './time-zone.js';
