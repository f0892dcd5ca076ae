// The parts of a site (server/parts.ts makes them) that the staff desk uses, declared here so
// that server/desk never imports server/parts.ts, which imports it.
import type { Config } from "../config";
import type { StorePort } from "../store";
import type { DeskWork } from "./work";

export interface DeskParts {
  config: Config;
  readonly store: StorePort;
  desk: DeskWork;
}
