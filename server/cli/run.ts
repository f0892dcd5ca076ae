import { parseConfig } from "../settings";
import { createSiteServices, type SiteServices } from "../services";
import { printError } from "./print";

/**
 * Runs a command-line tool with the site's services made from this process's settings: its error
 * message (never a stack) and exit code 1 on failure, the store closed either way.
 */
export function runCli(main: (services: SiteServices) => Promise<void>) {
  let services: SiteServices | undefined;
  Promise.resolve()
    // The site's log lines go to stderr: stdout is the tool's output.
    .then(() => main((services = createSiteServices(parseConfig(process.env), { logFd: 2 }))))
    .catch((error: unknown) => {
      printError((error as Error).message);
      process.exitCode = 1;
    })
    .finally(() => services?.close());
}
