import { describe, expect, it } from "vitest";
import { ConfigError, listenError } from "#server/config";
import { parseConfig } from "#server/settings";
import { DEFAULT_BUSINESS_HOURS, parseBusinessHours } from "#shared/business-hours";

describe("settings", () => {
  it("run the site with no variable set", () => {
    expect(parseConfig({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      SITE_TIME_ZONE: "Asia/Kolkata",
      RATE_LIMIT_PER_MINUTE: 5,
      FORM_POSTS_PER_ADDRESS_PER_MINUTE: 300,
      STORE_TIMEOUT_MS: 5000,
      CORS_ORIGINS: [],
      HEADERS_TIMEOUT_MS: 5000,
      REQUEST_TIMEOUT_MS: 10000,
      CONNECTIONS_PER_CLIENT: 128,
      REQUESTS_IN_FLIGHT_PER_CLIENT: 64,
      NOT_FOUND_PER_MINUTE: 120,
      MAX_CONNECTIONS: 4000,
      GRIEVANCE_EMAIL: "support@aptoralearning.com",
      LEAD_RETENTION_DAYS: 365,
    });
    expect(parseConfig({}).FIREBASE_DATABASE_URL).toBeUndefined();
    // Generated under DATA_DIR when needed (server/privacy/tokens.ts); required only with SITE_URL.
    expect(parseConfig({}).PRIVACY_SECRET).toBeUndefined();
  });

  it("read what is set", () => {
    const config = parseConfig({
      PORT: "8080",
      SITE_URL: "https://www.example.com/x",
      PRIVACY_SECRET: "a-secret-of-at-least-thirty-two-characters",
      RATE_LIMIT_PER_MINUTE: "0",
      CORS_ORIGINS: "https://a.example, https://b.example",
    });
    expect(config.PORT).toBe(8080);
    expect(config.SITE_URL).toBe("https://www.example.com");
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(0);
    expect(config.CORS_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(parseConfig({ GRIEVANCE_EMAIL: " dpo@aptoralearning.com " }).GRIEVANCE_EMAIL).toBe(
      "dpo@aptoralearning.com",
    );
  });

  it.each([
    [{ PORT: "eighty" }, "PORT must be a number"],
    [{ SITE_TIME_ZONE: "Mars/Olympus" }, "SITE_TIME_ZONE must be an IANA time zone"],
    [
      { FIREBASE_DATABASE_URL: "http://insecure.example" },
      "FIREBASE_DATABASE_URL must be an https URL",
    ],
    [{ RATE_LIMIT_PER_MINUTE: "-1" }, "RATE_LIMIT_PER_MINUTE must be at least 0"],
    [
      { FORM_POSTS_PER_ADDRESS_PER_MINUTE: "a campus" },
      "FORM_POSTS_PER_ADDRESS_PER_MINUTE must be a number",
    ],
    [{ SITE_URL: "not a url" }, "SITE_URL must be an absolute URL"],
    [{ SITE_URL: "https://www.example.com" }, "PRIVACY_SECRET must be set when SITE_URL is set"],
    [{ PRIVACY_SECRET: "too-short" }, "PRIVACY_SECRET must be at least 32 characters"],
    [{ PRIVACY_EMAIL_FROM: "privacy at example" }, "PRIVACY_EMAIL_FROM must be one email address"],
    [
      { LEAD_RETENTION_DAYS: "-7" },
      "LEAD_RETENTION_DAYS must be a whole number of days from 1 to 3650",
    ],
    [
      { LEAD_RETENTION_DAYS: "a year" },
      "LEAD_RETENTION_DAYS must be a whole number of days from 1 to 3650",
    ],
    [{ HEADERS_TIMEOUT_MS: "50" }, "HEADERS_TIMEOUT_MS must be at least 100"],
    [
      { HEADERS_TIMEOUT_MS: "8000", REQUEST_TIMEOUT_MS: "5000" },
      "HEADERS_TIMEOUT_MS must be at most REQUEST_TIMEOUT_MS",
    ],
    [{ CONNECTIONS_PER_CLIENT: "many" }, "CONNECTIONS_PER_CLIENT must be a number"],
    [
      { REQUESTS_IN_FLIGHT_PER_CLIENT: "1.5" },
      "REQUESTS_IN_FLIGHT_PER_CLIENT must be a whole number",
    ],
    [{ MAX_CONNECTIONS: "-1" }, "MAX_CONNECTIONS must be at least 0"],
    [{ NOT_FOUND_PER_MINUTE: "lots" }, "NOT_FOUND_PER_MINUTE must be a number"],
    [{ GRIEVANCE_EMAIL: "not an address" }, "GRIEVANCE_EMAIL must be one email address"],
    [
      { GRIEVANCE_EMAIL: "a@example.com, b@example.com" },
      "GRIEVANCE_EMAIL must be one email address",
    ],
    [{ PRIVACY_SECRET: "too-short" }, "PRIVACY_SECRET must be at least 32 characters"],
    [{ SITE_URL: "https://www.example.com" }, "PRIVACY_SECRET must be set when SITE_URL is set"],
    [
      { MISSES_PER_MINUTE: "600" },
      "MISSES_PER_MINUTE is now called NOT_FOUND_PER_MINUTE: set that instead",
    ],
  ])(
    "stop with a message naming the bad setting, never repeating its value: %j",
    (env, message) => {
      expect(() => parseConfig(env)).toThrow(message);
      // Values may be credentials (SMTP_URL, LEADS_WEBHOOK_SECRET): no message repeats one.
      const error = (() => {
        try {
          parseConfig(env);
        } catch (thrown) {
          return (thrown as Error).message;
        }
      })();
      for (const value of Object.values(env)) expect(error).not.toContain(value);
    },
  );

  it("read the business hours and the lead's SLA: the defaults when unset or blank, refused at start when unreadable", () => {
    expect(parseConfig({}).BUSINESS_HOURS).toEqual(parseBusinessHours(DEFAULT_BUSINESS_HOURS));
    expect(parseConfig({ BUSINESS_HOURS: " " }).BUSINESS_HOURS).toEqual(
      parseBusinessHours(DEFAULT_BUSINESS_HOURS),
    );
    expect(parseConfig({}).LEAD_SLA_MINUTES).toBe(60);
    expect(() => parseConfig({ BUSINESS_HOURS: "Mon-Sat 19:00-10:00" })).toThrow(
      /BUSINESS_HOURS must be days and hours such as "Mon-Sat 10:00-19:00"/,
    );
    expect(() => parseConfig({ LEAD_SLA_MINUTES: "0" })).toThrow(
      /LEAD_SLA_MINUTES must be a whole number of minutes from 1 to 10080/,
    );
    expect(() => parseConfig({ LEADS_ESCALATE_TO: "head@example.com" })).toThrow(
      /SMTP_URL must be set when LEADS_ESCALATE_TO is set/,
    );
    expect(() => parseConfig({ LEADS_ESCALATE_TO: "not an address" })).toThrow(
      /LEADS_ESCALATE_TO must be comma-separated email addresses/,
    );
  });
});

describe("a server that cannot listen where its settings say", () => {
  const site = { port: "PORT", host: "HOST" };
  const failure = (code: string) =>
    Object.assign(new Error(`listen ${code}`), { code, port: 80, address: "10.9.8.7" });

  it("is told as a ConfigError naming the setting to change", () => {
    const told = (code: string, settings = site) => listenError(failure(code), settings) as Error;
    expect(told("EADDRINUSE")).toBeInstanceOf(ConfigError);
    expect(told("EADDRINUSE", { port: "METRICS_PORT", host: "METRICS_HOST" }).message).toBe(
      "Port 80 is in use: stop what uses it or set METRICS_PORT to another port.",
    );
    // Root may listen on any port: this case is only seen without a real server.
    expect(told("EACCES").message).toBe(
      "Port 80 needs privileges this process does not have: set PORT to a port from 1024 up.",
    );
    expect(told("EADDRNOTAVAIL", { port: "METRICS_PORT", host: "METRICS_HOST" }).message).toBe(
      "10.9.8.7 is not an address of this machine: set METRICS_HOST to one of its addresses, or 0.0.0.0 for all of them.",
    );
  });

  it("passes any other error on as it is", () => {
    const other = failure("EMFILE");
    expect(listenError(other, site)).toBe(other);
  });
});
