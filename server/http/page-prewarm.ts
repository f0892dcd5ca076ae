// Every address a page has (shared/page-variants.ts) is rendered and compressed at the best
// levels in the background, one after another, so that visitors meet pages already made and
// the slow compression levels are never paid on a visitor's request. It runs again every
// few minutes and redoes only what is missing (after a batch change, an eviction, or a
// page first made at quick levels by a visitor's request).
import { allPageAddresses } from "#shared/page-variants";
import type { Logger } from "../logging/logger";
import { isPublicPage, pageAddressOf, pageKey, preparePage, type PageCache } from "./page-cache";

const AGAIN_AFTER_MS = 10 * 60_000;

export interface Prewarm {
  /** Resolves when the current round has made every page it could. */
  round: Promise<void>;
  stop(): void;
}

export function prewarmPages(
  pages: PageCache,
  version: string,
  origin: string,
  log: Logger,
  render: (address: string) => Promise<Response>,
): Prewarm {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

  async function round() {
    for (const address of allPageAddresses) {
      if (stopped) return;
      const key = pageKey(version, origin, pageAddressOf(address)!);
      if (pages.get(key)?.quality === "best") continue;
      try {
        const expiresAt = pages.changeAt();
        const response = await render(address);
        if (isPublicPage(response)) {
          pages.set(
            key,
            await preparePage(
              response.status,
              response.headers,
              Buffer.from(await response.arrayBuffer()),
              expiresAt,
              "best",
            ),
          );
        }
      } catch (error) {
        log.warn({ address, err: error }, "could not prepare a page in the background");
      }
      await yieldToRequests();
    }
  }

  const run = (): Promise<void> =>
    round().finally(() => {
      if (!stopped) timer = setTimeout(() => void run(), AGAIN_AFTER_MS).unref();
    });
  const first = pages.enabled ? run() : Promise.resolve();
  return {
    round: first,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
