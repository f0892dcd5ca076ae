// Google's OAuth2 token endpoint, as firebase-admin's service-account credential calls it.
import { http, HttpResponse } from "msw";

export const TEST_ACCESS_TOKEN = "ya29.test-access-token";

/** How many tokens were handed out: a refresh shows here. */
export const oauth = { tokenRequests: 0 };

export const googleOAuthHandlers = [
  http.post("https://oauth2.googleapis.com/token", () => {
    oauth.tokenRequests += 1;
    return HttpResponse.json({ access_token: TEST_ACCESS_TOKEN, expires_in: 3600, token_type: "Bearer" });
  }),
];
