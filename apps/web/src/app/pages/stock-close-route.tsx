import { lazy, Suspense } from 'react';
import { Anchor, Center, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { featureRequiredMessage, planHasFeature } from '@costeo/domain/plans';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { AnalyticsLocked } from '../../features/analytics/components/analytics-locked.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { INVENTORY_PATH } from '../../features/stock/lib/inventory-paths.ts';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';

const StockClosePage = lazy(() =>
  import('../../features/stock/pages/stock-close-page.tsx').then((module) => ({
    default: module.StockClosePage,
  })),
);

const loading = (
  <Center py="xl">
    <Loader size="sm" role="progressbar" aria-label="Cargando" />
  </Center>
);

/**
 * /ingredients/inventory/close: the close is "Analytics avanzado" (Business). Gratuito and Pro see
 * the locked preview the other Business analyses show, with the upgrade modal; nothing is asked
 * of the close API until the plan allows it.
 */
export function StockCloseRoute() {
  const { data: quota } = useQuotaInfo();
  if (!quota) return loading;
  if (!planHasFeature(quota.plan, 'analytics')) {
    const message = featureRequiredMessage(quota.plan.code);
    return (
      <>
        <Anchor component={Link} to={INVENTORY_PATH} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Inventario
        </Anchor>
        <PageHeader
          title="Cierre de inventario"
          description="Consumo real frente al teórico entre dos recuentos: dónde se va la diferencia de food cost."
        />
        <AnalyticsLocked
          message={message}
          benefit="Con el plan Business verás, entre dos recuentos, el consumo real de cada producto frente al que dicen tus escandallos, la desviación en unidades y en €, y tu food cost real frente al teórico, con Excel y PDF."
          onUpgrade={() => {
            openUpgradeModal('manage', message);
          }}
        />
      </>
    );
  }
  return (
    <Suspense fallback={loading}>
      <StockClosePage />
    </Suspense>
  );
}
