// What every command-line tool shares: its output for the person (or script) running it, not
// logging (results on stdout, problems and usage on stderr; the site's logger writes to stderr
// too), and a run with the site's services that ends in a message and exit code, never a stack.
import { createSiteServices, type SiteServices } from "../services";
import { parseConfig } from "../settings";

/** One or more lines of the tool's output. */
export const print = (text: string) => void process.stdout.write(`${text}\n`);

/** A problem or a usage line, for the person running the tool. */
export const printError = (text: string) => void process.stderr.write(`${text}\n`);

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
