// `npm start`: runs the built site (build/index.js, which `npm run build` makes) in this process,
// or says in one sentence what to run first when there is no build, or one older than the code.
// Plain JavaScript, so that it runs before anything is compiled.
import { existsSync } from "node:fs";
import { URL } from "node:url";

const built = new URL("../build/index.js", import.meta.url);

if (!existsSync(built)) {
  process.stderr.write("The site is not built yet: run `npm run build` first, then `npm start`.\n");
  process.exitCode = 1;
} else {
  const { runServer } = await import(built.href);
  if (typeof runServer === "function") runServer();
  else {
    process.stderr.write("The build is older than the code: run `npm run build` again.\n");
    process.exitCode = 1;
  }
}
