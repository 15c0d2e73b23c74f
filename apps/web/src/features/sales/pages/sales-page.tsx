import { useState } from 'react';
import { Anchor, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconFileImport, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSalesImports } from '../../../api/sales/list-sales-imports.ts';
import { useSalesSummary } from '../../../api/sales/get-sales-summary.ts';
import { FirstItemEmptyState } from '../../../components/empty-states.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { LazyImportSalesWizard } from '../components/lazy-import-sales-wizard.tsx';
import { LinkItemModal, type LinkableItem } from '../components/link-item-modal.tsx';
import { PeriodPicker } from '../components/period-picker.tsx';
import { SalesImportsList } from '../components/sales-imports-list.tsx';
import { SalesSummaryPanel } from '../components/sales-summary-panel.tsx';
import { TheoreticalUsePanel } from '../components/theoretical-use-panel.tsx';
import { TillItemsPanel } from '../components/till-items-panel.tsx';
import type { SalesPlanAccess } from '../lib/plan-access.ts';
import { defaultPeriod, type SalesPeriod } from '../lib/sales-period.ts';

type SalesTab = 'summary' | 'items' | 'use' | 'imports';

/**
 * /recipes/sales, "Ventas" (issue 33): what the till sold in a period, how much of it is linked
 * to the escandallos, the food cost of what was sold; the till's items and their links; the
 * theoretical use of each product; the imports. Every plan reads its sales (a downgraded kitchen
 * keeps them); importing and linking are Pro and Business: on Gratuito those actions open the
 * upgrade modal.
 */
export function SalesPage({ plan }: { plan: SalesPlanAccess }) {
  const imports = useSalesImports(1);
  const lastImport = imports.data?.results[0] ?? null;
  const [chosen, setChosen] = useState<SalesPeriod | null>(null);
  // Until the cook picks one: the last import's days, or the last 30 days.
  const period = chosen ?? (imports.isSuccess ? defaultPeriod(lastImport, new Date()) : null);
  const summary = useSalesSummary(period?.dateFrom ?? '', period?.dateTo ?? '', period !== null);
  const [tab, setTab] = useState<SalesTab>('summary');
  const [importing, setImporting] = useState(false);
  const [linking, setLinking] = useState<LinkableItem | null>(null);

  // While the plan is not known the actions are offered; the API refuses them if it must.
  const gated = plan.canImportAndLink === false;
  const openImport = () => {
    if (gated) plan.openUpgrade(plan.lockedMessage);
    else setImporting(true);
  };
  const openLink = (item: LinkableItem) => {
    if (gated) plan.openUpgrade(plan.lockedMessage);
    else setLinking(item);
  };
  const firstImport = (
    <FirstItemEmptyState
      icon={<IconReceipt size={32} stroke={1.5} />}
      title="Importa las ventas de tu TPV"
      description="Exporta el informe de ventas de tu TPV (Revo, Ágora, Glop…) en .csv, .xlsx o .xml y súbelo aquí. Vincula cada artículo a su plato una sola vez y verás el food cost real de lo que vendes."
      actionLabel="Importar ventas"
      onAdd={openImport}
    />
  );

  return (
    <>
      <Anchor component={Link} to="/recipes" size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Recetas
      </Anchor>
      <PageHeader
        title={PAGE_TITLES.sales}
        description="Lo que vende tu TPV, vinculado a tus escandallos: el food cost real de lo vendido."
        actions={
          <Button leftSection={<IconFileImport size={16} />} onClick={openImport}>
            Importar ventas
          </Button>
        }
      />
      {imports.isError ? (
        <LoadErrorAlert
          title="No se han podido cargar tus ventas"
          retrying={imports.isFetching}
          onRetry={() => void imports.refetch()}
        />
      ) : imports.isSuccess && imports.data.count === 0 ? (
        firstImport
      ) : period === null ? (
        <Skeleton height={160} radius="md" aria-label="Cargando las ventas" />
      ) : (
        <Stack gap="md">
          <PeriodPicker
            key={`${period.dateFrom}-${period.dateTo}`}
            period={period}
            onChange={setChosen}
            lastImport={lastImport}
          />
          <Tabs
            value={tab}
            onChange={(value) => {
              if (value) setTab(value as SalesTab);
            }}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="summary">Resumen</Tabs.Tab>
              <Tabs.Tab value="items">Artículos del TPV</Tabs.Tab>
              <Tabs.Tab value="use">Consumo teórico</Tabs.Tab>
              <Tabs.Tab value="imports">Importaciones</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="summary">
              <SalesSummaryPanel query={summary} onLink={openLink} />
            </Tabs.Panel>
            <Tabs.Panel value="items">
              <TillItemsPanel
                dateFrom={period.dateFrom}
                dateTo={period.dateTo}
                onLink={openLink}
                empty={firstImport}
              />
            </Tabs.Panel>
            <Tabs.Panel value="use">
              <TheoreticalUsePanel dateFrom={period.dateFrom} dateTo={period.dateTo} />
            </Tabs.Panel>
            <Tabs.Panel value="imports">
              <SalesImportsList empty={firstImport} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
      <LazyImportSalesWizard
        opened={importing}
        onClose={() => {
          setImporting(false);
        }}
        onApplied={(applied) => {
          setChosen({
            preset: 'last_import',
            dateFrom: applied.date_from,
            dateTo: applied.date_to,
          });
        }}
        onLinkItems={() => {
          setTab('items');
        }}
      />
      <LinkItemModal
        item={linking}
        onClose={() => {
          setLinking(null);
        }}
        onPlanRefused={(message) => {
          setLinking(null);
          plan.openUpgrade(message);
        }}
      />
    </>
  );
}
