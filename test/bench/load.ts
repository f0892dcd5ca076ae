// One measured load of a URL for the benchmark (bench.ts): with `wrk` when it is installed (the
// Debian package `wrk`: one thread, written in C, so that the load generator costs the machine
// less than the server it measures), else with autocannon (in this Node process). Every table
// says which tool measured it.
import autocannon from "autocannon";
import { spawnSync, spawn } from "node:child_process";

export interface Load {
  rps: number;
  p99: number;
  /** Responses that were not 2xx, plus requests that got no response (errors, timeouts). */
  bad: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  headers: Record<string, string>;
}

/** `wrk` when it runs here, else autocannon. */
export const loadTool: "wrk" | "autocannon" =
  spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined ? "wrk" : "autocannon";

const MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** Milliseconds of a figure as wrk writes it ("42.47ms", "812.00us", "1.02s"). */
function millis(text: string): number {
  const [, value = "0", unit = "ms"] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  return Number(value) * (MS[unit] ?? 1);
}

/** One wrk run: one thread, its p99 and its refusals read from its report. */
function wrk(options: LoadOptions, seconds: number): Promise<Load> {
  // The timeout autocannon has: a page rendered for every request may take seconds under load.
  const args = [
    "-t1",
    `-c${options.connections}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    "--latency",
  ];
  for (const [name, value] of Object.entries(options.headers)) args.push("-H", `${name}: ${value}`);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`));
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? "0");
      const p99 = millis(/\s99%\s+(\S+)/.exec(out)?.[1] ?? "0");
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? "0");
      const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
        out,
      );
      const failed = errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
      resolve({ rps, p99, bad: non2xx + failed });
    });
  });
}

/** One measured load of `seconds` on `options.url`, with the tool this machine has. */
export async function loadFor(options: LoadOptions, seconds: number): Promise<Load> {
  if (loadTool === "wrk") return wrk(options, seconds);
  const result = await autocannon({ ...options, duration: seconds });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors,
  };
}
