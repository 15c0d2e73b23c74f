// The Mantine sheets of the components this page uses, in Mantine's order (issue 7: no page
// downloads the styles of another).
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
import { LandingFeatures } from '../components/landing-features.tsx';
import { LandingCallToAction, LandingFooter } from '../components/landing-footer.tsx';
import { LandingHeader } from '../components/landing-header.tsx';
import { LandingHero } from '../components/landing-hero.tsx';
import { LandingNotice } from '../components/landing-notice.tsx';
import { LandingPlans } from '../components/landing-plans.tsx';
import { LandingSteps } from '../components/landing-steps.tsx';

/** Public page at "/": what Costeo does, with the ways in (SPEC.md §2). */
export function LandingPage() {
  return (
    <>
      <LandingHeader />
      <main>
        <LandingNotice />
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
