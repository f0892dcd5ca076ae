import type { ReactNode } from "react";
import { site } from "#shared/catalogue/site";

/** The sign-in pages' frame: the site's name and one card, nothing of the public site around it. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="desk-sign-in">
      <p className="desk-sign-in__brand">
        {site.brandName} <span>staff desk</span>
      </p>
      <section className="form-card desk-sign-in__card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" className="form-card__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
