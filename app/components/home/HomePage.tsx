import { useActionData, useLoaderData } from "@remix-run/react";
import { useRootData } from "~/lib/root-data";
import type { HomeLoader } from "./home-loader.server";
import { JsonLd } from "../JsonLd";
import { Features, Hero } from "./Hero";
import { HomeSections } from "./HomeSections";
import { Preloader } from "./Preloader";

export function HomePage() {
  // `size` is for the meta description only.
  const {
    organization,
    features,
    intro,
    size: _metaOnly,
    ...sections
  } = useLoaderData<HomeLoader>();
  // The page a form's post returns (a refused post, or the success view) is no first view: no
  // preloader.
  const actionData = useActionData();
  const rootData = useRootData();
  const afterPost = actionData !== undefined || !!rootData?.sent;
  return (
    <>
      <JsonLd data={organization} />
      {afterPost ? null : <Preloader />}
      <Hero intro={intro} />
      <Features items={features} />
      <HomeSections {...sections} registrationLead={intro.registrationLead} />
    </>
  );
}
