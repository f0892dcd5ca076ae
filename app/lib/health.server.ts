import { getStore } from "../../server/store";

export async function storeHealth(): Promise<{ ok: boolean; kind: string }> {
  try {
    const store = getStore();
    return { ...(await store.health()), kind: store.kind };
  } catch {
    return { ok: false, kind: "unconfigured" };
  }
}
