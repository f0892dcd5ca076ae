import { generateKeyPairSync } from "node:crypto";

/** A throwaway service-account key, made for this test run only. */
export function testServiceAccount(): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return JSON.stringify({
    type: "service_account",
    project_id: "aptora-test",
    private_key_id: "test-key",
    private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    client_email: "site@aptora-test.iam.gserviceaccount.com",
    client_id: "1",
    token_uri: "https://oauth2.googleapis.com/token",
  });
}
