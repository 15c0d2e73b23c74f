import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { isAxiosError } from 'axios';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { useMenu } from '../../../api/menus/get-menu.ts';
import { MenuEditorView, type RenderMenuHeaderActions } from '../components/menu-editor-view.tsx';

function BackToMenus() {
  return (
    <Button
      component={Link}
      to="/menus"
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      Volver a {PAGE_TITLES.menus}
    </Button>
  );
}

function MenuDetail({
  id,
  renderHeaderActions,
}: {
  id: number;
  renderHeaderActions?: RenderMenuHeaderActions;
}) {
  const query = useMenu(id);
  if (query.isPending) {
    return (
      <Stack gap="md">
        <PageHeader title={PAGE_TITLES.menuDetail} />
        <Stack gap="md" role="progressbar" aria-busy="true" aria-label="Cargando el menú">
          <Skeleton height={140} />
          <Skeleton height={240} />
        </Stack>
      </Stack>
    );
  }
  if (query.isError) {
    const notFound = isAxiosError(query.error) && query.error.response?.status === 404;
    return (
      <>
        <PageHeader title={PAGE_TITLES.menuDetail} />
        <Alert
          color={notFound ? 'gray' : 'red'}
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={notFound ? 'No encontramos este menú' : 'No se ha podido cargar el menú'}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {notFound
                ? 'Puede que se haya eliminado. Vuelve a tus menús para abrir otro.'
                : 'Comprueba tu conexión e inténtalo de nuevo.'}
            </Text>
            {notFound ? (
              <BackToMenus />
            ) : (
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={query.isFetching}
                onClick={() => void query.refetch()}
              >
                Reintentar
              </Button>
            )}
          </Stack>
        </Alert>
      </>
    );
  }
  // Keyed by id: opening another menu (a duplicate) starts a fresh draft.
  return (
    <MenuEditorView
      key={query.data.id}
      menu={query.data}
      renderHeaderActions={renderHeaderActions}
    />
  );
}

/** /menus/{id}: Detalle de Menú. */
export function MenuDetailPage({
  renderHeaderActions,
}: {
  /** Header actions (Exportar), composed in app/. */
  renderHeaderActions?: RenderMenuHeaderActions;
}) {
  const { id } = useParams();
  const menuId = Number(id);
  if (!/^\d{1,9}$/.test(id ?? '') || menuId < 1) {
    return (
      <>
        <PageHeader title={PAGE_TITLES.menuDetail} />
        <Alert color="gray" variant="light" title="No encontramos este menú">
          <BackToMenus />
        </Alert>
      </>
    );
  }
  return <MenuDetail id={menuId} renderHeaderActions={renderHeaderActions} />;
}
