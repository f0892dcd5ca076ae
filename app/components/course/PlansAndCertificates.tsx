import { CertificatesShowcase } from "../CertificatesShowcase";
import { PricingPlans } from "../PricingPlans";

/** The course page's closing sections: the three plans and the certificates. */
export function PlansAndCertificates() {
  return (
    <div className="container">
      <PricingPlans />
      <CertificatesShowcase />
    </div>
  );
}
