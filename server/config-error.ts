/**
 * A setting that is missing, malformed or inconsistent, or that this machine cannot honour (a port
 * in use); its message names the variable, never a secret's value.
 */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The settings a server listens by: PORT and HOST for the site, METRICS_PORT and METRICS_HOST. */
export interface ListenSettings {
  port: string;
  host: string;
}

/**
 * Why a server could not listen where its settings say, as a ConfigError naming the setting to
 * change; any other error as it is.
 */
export function listenError(error: unknown, settings: ListenSettings): unknown {
  const { code, port, address } = error as { code?: string; port?: number; address?: string };
  if (code === "EADDRINUSE")
    return new ConfigError(
      `Port ${port} is in use: stop what uses it or set ${settings.port} to another port.`,
    );
  if (code === "EACCES")
    return new ConfigError(
      `Port ${port} needs privileges this process does not have: set ${settings.port} to a port from 1024 up.`,
    );
  if (code === "EADDRNOTAVAIL")
    return new ConfigError(
      `${address} is not an address of this machine: set ${settings.host} to one of its addresses, or 0.0.0.0 for all of them.`,
    );
  return error;
}
