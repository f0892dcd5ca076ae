// The services of a site (server/services.ts makes them) that the staff desk uses, declared here so
// that server/desk never imports server/services.ts, which imports it.
import type { DeskConfig } from "./settings";
import type { StorePort } from "../store";
import type { DeskWork } from "./work";

export interface DeskServices {
  config: DeskConfig;
  readonly store: StorePort;
  desk: DeskWork;
}
