// Architecture rules, checked by `npm run lint` (part of `npm test`): docs/decisions/0020.

/**
 * The server's floors, top down (docs/code.md draws them): a module imports only from its own
 * floor's folders or the floors below, never from above.
 */
const serverFloors = [
  ["server/main.ts", "server/start.js", "server/cli/"],
  ["server/http/"],
  ["server/api/"],
  ["server/services.ts"],
  ["server/settings.ts"],
  ["server/desk/"],
  ["server/privacy/"],
  ["server/leads/", "server/certificates/", "server/health.ts"],
  ["server/limits/", "server/notify/"],
  ["server/web/", "server/store/", "server/metrics/"],
  ["server/config.ts"],
  ["server/logging/", "server/csv.ts", "server/single-flight.ts"],
];
/** The desk's rooms, top down, the same way: a room imports from rooms below it, never above. */
const deskFloors = [
  ["server/desk/reports/"],
  ["server/desk/inbox/"],
  ["server/desk/lead/"],
  ["server/desk/sign-in/"],
  ["server/desk/staff/"],
  ["server/desk/owners/"],
  [
    "server/desk/settings.ts",
    "server/desk/labels.ts",
    "server/desk/form.ts",
    "server/desk/search.ts",
    "server/desk/events.ts",
  ],
];
const pathsOf = (floors) =>
  `^(${floors
    .flat()
    .map((path) => path.replace(/[.]/g, "[.]"))
    .join("|")})`;
/** One rule per floor but the top: nothing on it imports from a floor above it. */
const importsRunDown = (name, floors) =>
  floors.slice(1).map((floor, index) => ({
    name: `${name}:${floor.join(",")}`,
    comment: "A module imports from its own floor or below, never from above.",
    severity: "error",
    from: { path: pathsOf([floor]) },
    to: { path: pathsOf(floors.slice(0, index + 1)) },
  }));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...importsRunDown("server-imports-run-down", serverFloors),
    ...importsRunDown("desk-rooms-import-down", deskFloors),
    {
      name: "shared-stands-alone",
      comment:
        "shared/ is used by the browser and the server alike, so it imports neither app/ nor server/.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "app-reaches-server-through-server-modules",
      comment:
        "Only app/**/*.server.ts (and entry.server.tsx) may import server/: Remix keeps those files out of the browser bundle.",
      severity: "error",
      from: { path: "^app/", pathNot: "\\.server\\.tsx?$" },
      to: { path: "^server/" },
    },
    {
      name: "the-desk-has-one-door",
      comment:
        "app/ reaches server/desk only through app/lib/desk.server.ts and the glue behind it in app/lib/desk/, and the routes and components use the door, not the glue (decision 0057).",
      severity: "error",
      from: { path: "^app/", pathNot: "^app/lib/(desk[.]server[.]ts$|desk/)" },
      to: { path: "^(server/desk/|app/lib/desk/.+[.]server[.]ts$)" },
    },
    {
      name: "server-does-not-import-app",
      comment:
        "server/ gets the Remix build from the compiler (@remix-run/dev/server-build), never by importing app/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "no-cycles",
      comment:
        "An import cycle makes module start order matter and ties the files of a cycle into one.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|public/build|node_modules|test/fixtures/fifth-form)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
