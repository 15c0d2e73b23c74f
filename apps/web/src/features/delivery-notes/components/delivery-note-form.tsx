import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconChecklist } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { useFocusFirstError } from '../../../lib/form-errors.ts';
import { SUPPLIERS_PATH } from '../../../lib/supplier-paths.ts';
import type { DeliveryNoteDraft } from '../hooks/use-delivery-note-draft.ts';
import { linesLabel, todayIso } from '../lib/delivery-display.ts';
import { typedProducts } from '../lib/delivery-lines.ts';
import { DeliveryNoteBar } from './delivery-note-bar.tsx';
import { DeliveryNoteHeaderFields } from './delivery-note-header-fields.tsx';
import { DeliveryNoteLines } from './delivery-note-lines.tsx';

function NoSuppliers() {
  return (
    <Alert color="gray" variant="light" title="Aún no tienes proveedores">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Un albarán es lo que te entrega un proveedor. Crea primero el proveedor y asígnale sus
          productos; después anota aquí lo que llega.
        </Text>
        <Button component={Link} to={SUPPLIERS_PATH} variant="default">
          Ir a Proveedores
        </Button>
      </Stack>
    </Alert>
  );
}

function ProductsLoading() {
  return (
    <Stack gap="xs" role="progressbar" aria-busy="true" aria-label="Cargando sus productos">
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton height={56} />
    </Stack>
  );
}

/** The albarán as it is typed: who and when, then the quantities of the supplier's products. */
export function DeliveryNoteForm({ draft }: { draft: DeliveryNoteDraft }) {
  const { suppliers, overview, header, errors } = draft;
  const formRef = useFocusFirstError<HTMLFormElement>(draft.refusals);
  const typedCount = typedProducts(draft.products, draft.drafts).length;

  if (suppliers.isPending) {
    return (
      <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando tus proveedores">
        <Skeleton height={60} />
        <Skeleton height={240} />
      </Stack>
    );
  }
  if (suppliers.isError) {
    return (
      <LoadErrorAlert
        title="No se han podido cargar tus proveedores"
        retrying={suppliers.isFetching}
        onRetry={() => void suppliers.refetch()}
      />
    );
  }
  if (suppliers.data.length === 0) return <NoSuppliers />;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Nuevo albarán"
      onSubmit={(event) => {
        event.preventDefault();
        draft.review();
      }}
    >
      <Stack gap="md">
        <DeliveryNoteHeaderFields
          suppliers={suppliers.data}
          header={header}
          maxDate={todayIso()}
          errors={errors.header}
          onChange={draft.changeHeader}
        />
        {errors.form ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errors.form}
          </Alert>
        ) : null}
        {header.supplier === null ? (
          <Text size="sm" c="dimmed">
            Elige el proveedor: verás sus productos, los que más le compras primero.
          </Text>
        ) : overview.isPending ? (
          <ProductsLoading />
        ) : overview.isError ? (
          <LoadErrorAlert
            title="No se han podido cargar los productos del proveedor"
            retrying={overview.isFetching}
            onRetry={() => void overview.refetch()}
          />
        ) : (
          <Stack gap="xs">
            <Title order={2} size="h4">
              Productos
            </Title>
            <Text size="sm" c="dimmed">
              Los últimos que le compraste, primero. Escribe la cantidad recibida; si el precio ha
              cambiado, pulsa «Precio nuevo». Los productos sin cantidad no se guardan.
            </Text>
            <DeliveryNoteLines
              supplierId={overview.data.supplier.id}
              supplierName={draft.supplierName}
              products={draft.products}
              drafts={draft.drafts}
              errors={errors.lines}
              onChange={draft.changeLine}
            />
          </Stack>
        )}
        <DeliveryNoteBar
          label="Revisar el albarán"
          summary={typedCount === 0 ? 'Sin líneas todavía' : linesLabel(typedCount)}
        >
          <Button
            type="submit"
            leftSection={<IconChecklist size={16} aria-hidden />}
            loading={draft.reviewing}
          >
            Revisar
          </Button>
        </DeliveryNoteBar>
      </Stack>
    </form>
  );
}
