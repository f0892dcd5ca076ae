import { useLoaderData } from "@remix-run/react";
import type { HomeLoader } from "./home-loader.server";
import { useRootData } from "../../lib/root-data";
import { island } from "../Island";
import { ServerJsonLd } from "../JsonLd";
import { organization } from "../structured-data.server";
import { Features, Hero } from "./Hero";
import type { HomeSectionsProps } from "./HomeSections";
import { HomeSections as ServerHomeSections } from "./home-sections.server";
import { Preloader } from "./Preloader";

/**
 * Below the first screen: sliders, logos, FAQ and the call-back form. Their code (and
 * keen-slider's) is left out of the first view and loads as the visitor scrolls towards
 * them (see Island.tsx); the server's HTML shows them in full meanwhile.
 */
const LowerSections = island<HomeSectionsProps>(ServerHomeSections, () => import("./HomeSections").then((m) => m.HomeSections));

export function HomePage() {
  const { popular, counts } = useLoaderData<HomeLoader>();
  const origin = useRootData()?.origin ?? "";
  return (
    <>
      <ServerJsonLd build={() => organization(origin)} />
      <Preloader />
      <Hero />
      <Features />
      <LowerSections popular={popular} counts={counts} />
    </>
  );
}
