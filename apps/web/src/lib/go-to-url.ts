/**
 * Leaves the app for another site (Stripe's Checkout or Customer Portal). One place, so component
 * tests can watch it instead of the browser navigating away.
 */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
