import { useState } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconClipboardList,
  IconEdit,
  IconList,
  IconTrash,
} from '@tabler/icons-react';
import { isAxiosError } from 'axios';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSupplierOverview } from '../../../api/suppliers/get-supplier-overview.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { DeleteSupplierModal } from '../components/delete-supplier-modal.tsx';
import { SupplierDetailsCard } from '../components/supplier-details-card.tsx';
import { SupplierFormModal, type SupplierFormTarget } from '../components/supplier-form-modal.tsx';
import { SupplierProducts } from '../components/supplier-products.tsx';
import { SupplierSpend } from '../components/supplier-spend.tsx';
import { productsCountLabel } from '../lib/supplier-display.ts';
import {
  newDeliveryNotePath,
  SUPPLIERS_PATH,
  supplierProductsPath,
} from '../../../lib/supplier-paths.ts';

/** The months of spend the screen shows (the overview's default). */
const MONTHS = 12;

function BackLink() {
  return (
    <Anchor component={Link} to={SUPPLIERS_PATH} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
      {PAGE_TITLES.suppliers}
    </Anchor>
  );
}

function NotFound() {
  return (
    <Alert color="gray" variant="light" title="No encontramos este proveedor">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Puede que se haya eliminado. Vuelve a tus proveedores para abrir otro.
        </Text>
        <Button component={Link} to={SUPPLIERS_PATH} variant="default">
          Volver a {PAGE_TITLES.suppliers}
        </Button>
      </Stack>
    </Alert>
  );
}

function SupplierDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useSupplierOverview(id, MONTHS);
  const [formTarget, setFormTarget] = useState<SupplierFormTarget | null>(null);
  const [deleting, setDeleting] = useState(false);

  if (query.isPending) {
    return (
      <>
        <PageHeader title={PAGE_TITLES.supplierDetail} />
        <Stack gap="md" role="progressbar" aria-busy="true" aria-label="Cargando el proveedor">
          <Skeleton height={120} />
          <Skeleton height={200} />
          <Skeleton height={240} />
        </Stack>
      </>
    );
  }
  if (query.isError) {
    const notFound = isAxiosError(query.error) && query.error.response?.status === 404;
    return (
      <>
        <PageHeader title={PAGE_TITLES.supplierDetail} />
        {notFound ? (
          <NotFound />
        ) : (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="No se ha podido cargar el proveedor"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Comprueba tu conexión e inténtalo de nuevo.</Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={query.isFetching}
                onClick={() => void query.refetch()}
              >
                Reintentar
              </Button>
            </Stack>
          </Alert>
        )}
      </>
    );
  }

  const { supplier } = query.data;
  return (
    <>
      <PageHeader
        title={supplier.name}
        description={`Proveedor · ${productsCountLabel(supplier.products_count)}`}
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={newDeliveryNotePath(supplier.id)}
              leftSection={<IconClipboardList size={16} />}
            >
              Nuevo albarán
            </Button>
            <Button
              component={Link}
              to={supplierProductsPath(supplier.id)}
              variant="default"
              leftSection={<IconList size={16} />}
            >
              Ver en Ingredientes
            </Button>
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              onClick={() => {
                setFormTarget({ mode: 'edit', supplier });
              }}
            >
              Editar
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => {
                setDeleting(true);
              }}
            >
              Eliminar
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <SupplierDetailsCard supplier={supplier} />
        <SupplierSpend
          spend={query.data.spend_by_month}
          total={query.data.total_net}
          months={MONTHS}
        />
        <SupplierProducts products={query.data.products} />
      </Stack>
      <SupplierFormModal
        target={formTarget}
        onClose={() => {
          setFormTarget(null);
        }}
      />
      <DeleteSupplierModal
        supplier={deleting ? supplier : null}
        onClose={() => {
          setDeleting(false);
        }}
        onDeleted={() => {
          void navigate(SUPPLIERS_PATH, { replace: true });
        }}
      />
    </>
  );
}

/** /ingredients/suppliers/{id}: a supplier, its products with their last prices, its spend. */
export function SupplierDetailPage() {
  const { id } = useParams();
  const supplierId = Number(id);
  const valid = /^\d{1,9}$/.test(id ?? '') && supplierId >= 1;
  return (
    <>
      <BackLink />
      {valid ? (
        <SupplierDetail key={supplierId} id={supplierId} />
      ) : (
        <>
          <PageHeader title={PAGE_TITLES.supplierDetail} />
          <NotFound />
        </>
      )}
    </>
  );
}
