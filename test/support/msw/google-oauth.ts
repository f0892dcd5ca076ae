// Google's OAuth2 token endpoint, as firebase-admin's service-account credential calls it.
import { http, HttpResponse } from "msw";

export const TEST_ACCESS_TOKEN = "ya29.test-access-token";

export const googleOAuthHandlers = [
  http.post("https://oauth2.googleapis.com/token", () =>
    HttpResponse.json({ access_token: TEST_ACCESS_TOKEN, expires_in: 3600, token_type: "Bearer" }),
  ),
];
