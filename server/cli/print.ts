// What a command-line tool prints is its output for the person (or script) running it, not
// logging: results on stdout, problems and usage on stderr. The site's logger, which the tools'
// services also have, writes to stderr, so that stdout stays the tool's output alone.

/** One or more lines of the tool's output. */
export const print = (text: string) => void process.stdout.write(`${text}\n`);

/** A problem or a usage line, for the person running the tool. */
export const printError = (text: string) => void process.stderr.write(`${text}\n`);
