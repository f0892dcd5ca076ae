import { parseConfig } from "../config";
import { createServerParts, type ServerParts } from "../parts";
import { printError } from "./print";

/**
 * Runs a command-line tool with the site's parts made from this process's settings: its error
 * message (never a stack) and exit code 1 on failure, the store closed either way.
 */
export function runCli(main: (parts: ServerParts) => Promise<void>) {
  let parts: ServerParts | undefined;
  Promise.resolve()
    // The site's log lines go to stderr: stdout is the tool's output.
    .then(() => main((parts = createServerParts(parseConfig(process.env), { logFd: 2 }))))
    .catch((error: unknown) => {
      printError((error as Error).message);
      process.exitCode = 1;
    })
    .finally(() => parts?.close());
}
