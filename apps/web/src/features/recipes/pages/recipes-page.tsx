import type { ReactNode } from 'react';
import { IconBook2 } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGE_TITLES } from '../../../lib/titles.ts';

interface RecipesPageProps {
  /** Header buttons (the app passes the quota-guarded create button). */
  actions?: ReactNode;
  /** Shown above the content, e.g. a plan limit notice. */
  notice?: ReactNode;
}

export function RecipesPage({ actions, notice }: RecipesPageProps) {
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.recipes}
        description="Tus escandallos: ingredientes, subrecetas, raciones y precio de venta."
        actions={actions}
      />
      {notice}
      <ComingSoon
        icon={<IconBook2 size={32} stroke={1.6} />}
        title="Tu recetario llegará muy pronto"
        description="Podrás crear recetas y subrecetas, ver su coste por ración al momento y compararlo con tu food cost objetivo."
      />
    </>
  );
}
