/**
 * A setting that is missing, malformed or inconsistent; its message names the variable, never its
 * value.
 */
export class ConfigError extends Error {
  override name = "ConfigError";
}
