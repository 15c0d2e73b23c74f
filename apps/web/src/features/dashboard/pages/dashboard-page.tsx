import { Button } from '@mantine/core';
import { IconArrowRight, IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGE_TITLES } from '../../../lib/titles.ts';

export function DashboardPage() {
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.dashboard}
        description="El resumen de tu cocina de un vistazo."
      />
      <ComingSoon
        icon={<IconLayoutDashboard size={32} stroke={1.6} />}
        title="Tu panel está casi listo"
        description="Muy pronto verás aquí el food cost medio de tu carta, las recetas con menos margen y los últimos cambios de precio. Mientras tanto, empieza por dar de alta tus ingredientes."
      >
        <Button component={Link} to="/ingredients" rightSection={<IconArrowRight size={16} />}>
          Ir a {PAGE_TITLES.ingredients}
        </Button>
      </ComingSoon>
    </>
  );
}
