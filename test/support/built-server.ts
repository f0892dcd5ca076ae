// Starts build/index.js as a child process on a free loopback port, for the benchmark,
// crash and audit scripts in test/bench. A child process (not an import, as the vitest
// helper does) so that load generator and server are separate processes, and so a
// script can kill the server outright.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface BuiltServer {
  url: string;
  /** The server's store folder (leads.sqlite lives here). */
  dataDir: string;
  child: ChildProcess;
  /** Asks the server to shut down (SIGTERM) and waits until it has. */
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), as a power cut or an OOM killer would, and waits until it is gone. */
  kill(): Promise<void>;
}

const ROOT = path.resolve(process.env.SITE_ROOT ?? ".");
const BUILD = path.join(ROOT, "build/index.js");
// The server prints its real port once it listens; PORT=0 lets the system pick a free one,
// so there is no window in which another process can take a port we probed.
const LISTENING = /listening on http:\/\/[^:\s]+:(\d+)/;

/**
 * Starts the built server in production mode on 127.0.0.1. Unless `env` names one, the
 * server gets a fresh temporary DATA_DIR, so a run never sees an earlier run's records.
 */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!existsSync(BUILD)) throw new Error(`${BUILD} is missing: run \`npm run build\` first`);
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "built-server-"));
  // PROF_DIR=<folder> writes the server's CPU profile there (for finding where a benchmark's time goes).
  const profile = process.env.PROF_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PROF_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, BUILD], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      PRIVACY_SECRET: "bench-privacy-secret-0123456789abcdefghijkl",
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // A script that fails half-way must not leave a server behind.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));

  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`server exited before listening (code ${code}, signal ${signal})`));
    child.once("exit", onExit);
    child.stdout.on("data", function onData(chunk: Buffer) {
      seen += chunk.toString();
      const match = LISTENING.exec(seen);
      if (!match) return;
      child.off("exit", onExit);
      // Keep draining stdout (the server logs every lead) without holding it.
      child.stdout.off("data", onData);
      child.stdout.resume();
      resolve(Number(match[1]));
    });
  });

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    child,
    stop: () => end("SIGTERM"),
    kill: () => end("SIGKILL"),
  };
}
