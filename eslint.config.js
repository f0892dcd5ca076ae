// ESLint for app, server, shared and test: `npm run lint` (part of `npm test`), zero warnings allowed.
// Type-aware rules read the project's own tsconfig.json through typescript-eslint's project service.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "node_modules/",
      "data/",
      "reports/",
      "coverage/",
      ".cache/",
      ".stryker-tmp/",
      "test-results/",
      "test/fixtures/fifth-form/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Unused names are mistakes, except a leading underscore that says "on purpose".
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // `import type` keeps server-only types from pulling modules into the browser bundle.
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // A Remix loader throws a Response to say "no such page"; the root error boundary renders it.
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: [{ from: "lib", name: "Response" }] },
      ],
      // Passing on an error we caught, whatever it is, must not be dressed up as a new one.
      "@typescript-eslint/prefer-promise-reject-errors": ["error", { allowThrowingUnknown: true }],
      // Control characters are matched on purpose (CSV formulas, Firebase keys, log lines): the rule only finds those.
      "no-control-regex": "off",
    },
  },
  {
    // The server logs through its logger (server/logging/): structured lines, personal data
    // masked, the request id on each. The command-line tools print their output with
    // server/cli/print.ts: that is what they answer, not logging.
    // A route module's loader and action run on the server too.
    files: [
      "server/**/*.ts",
      "app/**/*.server.{ts,tsx}",
      "app/entry.server.tsx",
      "app/routes/**/*.{ts,tsx}",
    ],
    rules: { "no-console": "error" },
  },
  {
    // No import climbs more than one folder: the aliases (~/, #server/, #shared/) say where a
    // module lives (decision 0053).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^\\.\\./\\.\\./", message: "Import by alias: ~/, #server/ or #shared/." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "test/**/*.tsx"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Configuration files at the root, and `npm start`'s script, are plain JavaScript outside
    // tsconfig.json.
    files: ["*.js", "*.mjs", "*.cjs", "server/start.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["test/**"],
    rules: {
      // A test stub of a promise-returning interface is shortest and clearest as an async function without await.
      "@typescript-eslint/require-await": "off",
      // vitest types its asymmetric matchers (expect.any, expect.stringMatching) as any, and tests assign them on purpose.
      "@typescript-eslint/no-unsafe-assignment": "off",
      // The test files of a worker share their modules (decision 0042): a module mocked by one
      // file could stay mocked for the next. A spy on an object's method does the job.
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "unmock", "doUnmock"].map((property) => ({
          object: "vi",
          property,
          message: "Test files share their modules (decision 0042): spy on a method instead.",
        })),
      ],
    },
  },
  {
    files: ["*.js", "*.mjs", "*.cjs", "server/start.js"],
    languageOptions: {
      globals: {
        module: "readonly",
        require: "readonly",
        process: "readonly",
        console: "readonly",
      },
    },
  },
);
