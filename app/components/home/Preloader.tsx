/** Shown for three seconds on the home page; CSS alone runs and ends it (spec section 4). */
export function Preloader() {
  return (
    <div className="preloader" aria-hidden="true" data-testid="preloader">
      <img src="/images/logo.svg" alt="" width={180} height={40} />
      <span className="preloader__bar" />
    </div>
  );
}
