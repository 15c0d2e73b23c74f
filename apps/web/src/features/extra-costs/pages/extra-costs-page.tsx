import { IconCoins } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGE_TITLES } from '../../../lib/titles.ts';

export function ExtraCostsPage() {
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.extraCosts}
        description="Envases, energía, mano de obra: lo que cuesta un plato además de sus ingredientes."
      />
      <ComingSoon
        icon={<IconCoins size={32} stroke={1.6} />}
        title="Los costes extra llegarán muy pronto"
        description="Podrás definir costes fijos, por ración o en porcentaje y aplicarlos a tus recetas para conocer su coste completo."
      />
    </>
  );
}
