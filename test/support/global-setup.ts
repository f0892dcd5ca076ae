// Builds the site once, as production builds it, before any test imports the result.
import { execFileSync } from "node:child_process";

export default function setup() {
  if (process.env.SKIP_BUILD === "1") return;
  execFileSync("npm", ["run", "--silent", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}
