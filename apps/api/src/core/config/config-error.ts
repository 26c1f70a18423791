/** A configuration problem that ends the start with one clear line and a non-zero exit. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
