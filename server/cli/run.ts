import { parseConfig } from "../config";
import { createServerParts, type ServerParts } from "../parts";

/**
 * Runs a command-line tool with the site's parts made from this process's settings: its error
 * message (never a stack) and exit code 1 on failure, the store closed either way.
 */
export function runCli(main: (parts: ServerParts) => Promise<void>) {
  let parts: ServerParts | undefined;
  Promise.resolve()
    .then(() => main((parts = createServerParts(parseConfig(process.env)))))
    .catch((error: unknown) => {
      console.error((error as Error).message);
      process.exitCode = 1;
    })
    .finally(() => parts?.close());
}
