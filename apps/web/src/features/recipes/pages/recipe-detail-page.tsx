import { Button } from '@mantine/core';
import { IconArrowLeft, IconReceiptEuro } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGE_TITLES } from '../../../lib/titles.ts';

export function RecipeDetailPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={PAGE_TITLES.recipeDetail} description={id ? `Receta n.º ${id}` : null} />
      <ComingSoon
        icon={<IconReceiptEuro size={32} stroke={1.6} />}
        title="El análisis de costes llegará muy pronto"
        description="Aquí verás el desglose del coste de la receta, su margen, el precio de venta sugerido y sus alérgenos."
      >
        <Button
          component={Link}
          to="/recipes"
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          Volver a {PAGE_TITLES.recipes}
        </Button>
      </ComingSoon>
    </>
  );
}
