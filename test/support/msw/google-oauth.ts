// Google's OAuth2 token endpoint, as google-auth-library's service-account client calls it.
import { delay, http, HttpResponse } from "msw";

export const TEST_ACCESS_TOKEN = "ya29.test-access-token";

const TOKEN_URL = "https://oauth2.googleapis.com/token";

/** How many tokens were asked for: a refresh shows here. */
export const oauth = { tokenRequests: 0 };

export const googleOAuthHandlers = [
  http.post(TOKEN_URL, () => {
    oauth.tokenRequests += 1;
    return HttpResponse.json({
      access_token: TEST_ACCESS_TOKEN,
      expires_in: 3600,
      token_type: "Bearer",
    });
  }),
];

/** For `server.use`: tokens `token-1`, `token-2`... one per request, so a fresh token differs from the last. */
export function numberedTokens() {
  let issued = 0;
  return http.post(TOKEN_URL, () => {
    oauth.tokenRequests += 1;
    issued += 1;
    return HttpResponse.json({
      access_token: `token-${issued}`,
      expires_in: 3600,
      token_type: "Bearer",
    });
  });
}

/** For `server.use`, before `numberedTokens()`: the next token request never gets a response. */
export const hungTokenRequest = () =>
  http.post(
    TOKEN_URL,
    async () => {
      oauth.tokenRequests += 1;
      await delay("infinite");
      return HttpResponse.json({});
    },
    { once: true },
  );
