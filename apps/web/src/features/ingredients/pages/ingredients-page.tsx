import type { ReactNode } from 'react';
import { IconBasket } from '@tabler/icons-react';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGE_TITLES } from '../../../lib/titles.ts';

interface IngredientsPageProps {
  /** Header buttons (the app passes the quota-guarded create button). */
  actions?: ReactNode;
  /** Shown above the content, e.g. a plan limit notice. */
  notice?: ReactNode;
}

export function IngredientsPage({ actions, notice }: IngredientsPageProps) {
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.ingredients}
        description="Los productos que compras, con su proveedor, precio y merma."
        actions={actions}
      />
      {notice}
      <ComingSoon
        icon={<IconBasket size={32} stroke={1.6} />}
        title="Tu despensa llegará muy pronto"
        description="Aquí podrás buscar en el catálogo, añadir tus productos con su precio de compra y merma, y ver el precio por kilo, litro o unidad."
      />
    </>
  );
}
