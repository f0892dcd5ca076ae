import { setStore } from "../store";

/** Runs a command-line tool: its error message (never a stack) and exit code 1 on failure, the store closed either way. */
export function runCli(main: () => Promise<void>) {
  main()
    .catch((error: unknown) => {
      console.error((error as Error).message);
      process.exitCode = 1;
    })
    .finally(() => setStore(undefined));
}
