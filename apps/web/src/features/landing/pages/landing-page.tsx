import { LandingFeatures } from '../components/landing-features.tsx';
import { LandingCallToAction, LandingFooter } from '../components/landing-footer.tsx';
import { LandingHeader } from '../components/landing-header.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { LandingPlans } from '../components/landing-plans.tsx';
import { LandingSteps } from '../components/landing-steps.tsx';

/** Public page at "/": what Costeo does, with the ways in (SPEC.md §2). */
export function LandingPage() {
  return (
    <>
      <LandingHeader />
      <main>
        <LandingHero />
        <LandingFeatures />
        <LandingSteps />
        <LandingPlans />
        <LandingCallToAction />
      </main>
      <LandingFooter />
    </>
  );
}
