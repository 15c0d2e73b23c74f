import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { InvoiceDetailModal } from '../components/invoice-detail-modal.tsx';
import { InvoiceHistory } from '../components/invoice-history.tsx';
import { PurchasesPanel } from '../components/purchases-panel.tsx';
import type { SupplierInvoicesPlanAccess } from '../lib/plan-access.ts';

// The wizard (stepper, review, file reading) loads on the first "Subir factura".
const InvoiceWizard = lazy(() =>
  import('../components/invoice-wizard.tsx').then((module) => ({ default: module.InvoiceWizard })),
);

interface SupplierInvoicesPageProps {
  plan: SupplierInvoicesPlanAccess;
  /** A refused apply (new products beyond the plan) → the upgrade modal; true if handled. */
  handleQuotaRefusal: (error: unknown) => boolean;
}

/**
 * /ingredients/invoices, "Facturas de proveedor" (issue 19): upload an invoice, review its matches
 * and the margin impact, apply it; below, what was bought (Pro and up) and the applied invoices.
 */
export function SupplierInvoicesPage({ plan, handleQuotaRefusal }: SupplierInvoicesPageProps) {
  const [wizardOpened, setWizardOpened] = useState(false);
  const [wizardLoaded, setWizardLoaded] = useState(false);
  const [shownInvoice, setShownInvoice] = useState<number | null>(null);
  const openWizard = () => {
    setWizardLoaded(true);
    setWizardOpened(true);
  };
  return (
    <Stack gap="xl">
      <div>
        <Anchor component={Link} to="/ingredients" size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Ingredientes
        </Anchor>
        <PageHeader
          title="Facturas de proveedor"
          description="Sube la factura de un proveedor y Costeo actualiza tus precios y te enseña cómo cambian tus márgenes."
          actions={
            <Button leftSection={<IconUpload size={16} />} onClick={openWizard}>
              Subir factura
            </Button>
          }
        />
      </div>
      <PurchasesPanel plan={plan} />
      <InvoiceHistory onOpen={setShownInvoice} onUpload={openWizard} />
      {wizardLoaded ? (
        <Suspense fallback={null}>
          <InvoiceWizard
            opened={wizardOpened}
            onClose={() => {
              setWizardOpened(false);
            }}
            plan={plan}
            handleQuotaRefusal={handleQuotaRefusal}
            onShowInvoice={setShownInvoice}
          />
        </Suspense>
      ) : null}
      <InvoiceDetailModal
        id={shownInvoice}
        onClose={() => {
          setShownInvoice(null);
        }}
      />
    </Stack>
  );
}
