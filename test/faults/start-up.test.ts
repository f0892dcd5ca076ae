// What a person starting the site meets when it cannot start (issue 44): `npm start` before a
// build says to build first; a port in use names the port and the setting to change; bad settings
// are listed one a line. Each is plain text on stderr with exit code 1: no stack, no JSON line.
// The server runs as its own process, as a person starts it.
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_ROOT } from "../support/server";
import { PATIENCE_MS } from "../support/wait";

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `command` to its end. A server that does start would not end by itself: it is killed after
 * the tests' patience, so that the test fails on what it printed instead of hanging.
 */
function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<Ended>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, npm_config_update_notifier: "false", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const bound = setTimeout(() => child.kill("SIGKILL"), PATIENCE_MS);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(bound);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The built server (build/index.js) started with `env`, on loopback with a data folder of its own. */
const startBuilt = (env: Record<string, string>) =>
  run(process.execPath, [path.join(SITE_ROOT, "build/index.js")], SITE_ROOT, {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "start-up-")),
    ...env,
  });

/** A copy of the checkout's package.json and start script, with no build beside them. */
function freshClone(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "fresh-clone-"));
  mkdirSync(path.join(folder, "server"));
  copyFileSync(path.join(SITE_ROOT, "package.json"), path.join(folder, "package.json"));
  copyFileSync(path.join(SITE_ROOT, "server/start.js"), path.join(folder, "server/start.js"));
  return folder;
}

describe("npm start without a build", () => {
  it("says in one sentence to run `npm run build` first, and fails", async () => {
    const ended = await run("npm", ["start"], freshClone(), {});
    expect(ended.stderr).toBe(
      "The site is not built yet: run `npm run build` first, then `npm start`.\n",
    );
    expect(ended.code).toBe(1);
  });

  it("says to build again when the build is older than the code", async () => {
    const folder = freshClone();
    mkdirSync(path.join(folder, "build"));
    writeFileSync(path.join(folder, "build/index.js"), "export const serverBuild = {};\n");
    const ended = await run(process.execPath, ["server/start.js"], folder, {});
    expect(ended).toEqual({
      code: 1,
      stdout: "",
      stderr: "The build is older than the code: run `npm run build` again.\n",
    });
  });
});

describe("a port in use", () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    port = (taken.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => taken.close(() => resolve()));
  });

  it("names the port and PORT, in one plain line", async () => {
    const ended = await startBuilt({ PORT: String(port) });
    expect(ended.stderr).toBe(
      `Port ${port} is in use: stop what uses it or set PORT to another port.\n`,
    );
    expect(ended.stdout).not.toContain('"level":"fatal"');
    expect(ended.code).toBe(1);
  });

  it("names METRICS_PORT when it is the metrics' port", async () => {
    const ended = await startBuilt({ METRICS_PORT: String(port) });
    expect(ended.stderr).toBe(
      `Port ${port} is in use: stop what uses it or set METRICS_PORT to another port.\n`,
    );
    expect(ended.code).toBe(1);
  });
});

describe("settings the server cannot start with", () => {
  it("lists each bad setting on a line of its own, in plain text", async () => {
    const ended = await startBuilt({ PORT: "abc", LOG_LEVEL: "loud" });
    expect(ended).toEqual({
      code: 1,
      stdout: "",
      stderr: [
        "Invalid settings:",
        "- PORT must be a number",
        "- LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
        "",
      ].join("\n"),
    });
  });

  it("names HOST when it is no address of this machine", async () => {
    // 192.0.2.1 is kept for documentation (RFC 5737): no machine has it.
    const ended = await startBuilt({ HOST: "192.0.2.1" });
    expect(ended.stderr).toBe(
      "192.0.2.1 is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all of them.\n",
    );
    expect(ended.code).toBe(1);
  });
});
