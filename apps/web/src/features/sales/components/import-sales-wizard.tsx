import { Alert, Button, Group, Loader, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatCount, formatEuro } from '../../../lib/format.ts';
import { useSalesImport } from '../hooks/use-sales-import.ts';
import { formatPeriod } from '../lib/sales-period.ts';
import { SalesMappingFields } from './sales-mapping-fields.tsx';
import { SalesPreviewRows } from './sales-preview-rows.tsx';
import { SalesPreviewSummary } from './sales-preview-summary.tsx';
import { SalesUploadStep } from './sales-upload-step.tsx';

interface ImportSalesWizardProps {
  opened: boolean;
  onClose: () => void;
  /** After the apply: the screen shows the imported period and its items to link. */
  onApplied: (period: { date_from: string; date_to: string }) => void;
  onLinkItems: () => void;
}

/**
 * "Importar ventas": the file → its columns and rows as read (a dry run, again at each change)
 * → imported. Only "Importar ventas" writes; closing before it leaves everything as it was.
 */
export function ImportSalesWizard({
  opened,
  onClose,
  onApplied,
  onLinkItems,
}: ImportSalesWizardProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const wizard = useSalesImport();
  const { preview, applied } = wizard;
  const step = applied ? 2 : preview ? 1 : 0;
  const close = () => {
    if (applied?.import) onApplied(applied.import);
    wizard.reset();
    onClose();
  };
  const canApply =
    preview !== null && preview.mapping_complete && preview.rows_valid > 0 && !wizard.previewing;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Importar ventas"
      size="xl"
      fullScreen={isSmallScreen}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stepper active={step} size="sm" allowNextStepsSelect={false} mb="md">
        <Stepper.Step
          label="Archivo"
          description={isSmallScreen ? undefined : '.csv, .xlsx o .xml'}
        >
          <SalesUploadStep
            onFile={(file) => void wizard.chooseFile(file)}
            error={wizard.fileError}
            loading={wizard.previewing}
          />
        </Stepper.Step>
        <Stepper.Step label="Revisión" description={isSmallScreen ? undefined : 'Columnas y filas'}>
          {preview ? (
            <Stack gap="md">
              <Group gap="xs">
                <Text size="sm">
                  Archivo: <strong>{wizard.file?.name}</strong>
                </Text>
                {wizard.previewing ? (
                  <Loader size="xs" role="progressbar" aria-label="Leyendo el archivo" />
                ) : null}
              </Group>
              <SalesMappingFields
                preview={preview}
                choices={wizard.choices}
                errors={wizard.errors}
                disabled={wizard.applying}
                onChange={wizard.change}
                onTypeVat={wizard.typeVat}
                onCommitVat={wizard.commitVat}
              />
              <SalesPreviewSummary preview={preview} />
              <SalesPreviewRows rows={preview.rows} total={preview.rows_total} />
            </Stack>
          ) : null}
        </Stepper.Step>
        <Stepper.Completed>
          {applied?.import ? (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} />}
              title={
                <Text fw={700} c={BADGE_TEXT.teal}>
                  Ventas importadas
                </Text>
              }
              role="status"
            >
              {formatCount(applied.import.lines_count)}{' '}
              {applied.import.lines_count === 1 ? 'línea' : 'líneas'}{' '}
              {formatPeriod(applied.import.date_from, applied.import.date_to)} por{' '}
              {formatEuro(applied.import.net_revenue)} sin IVA.
              {applied.items_new > 0
                ? ` ${applied.items_new === 1 ? '1 artículo nuevo' : `${formatCount(applied.items_new)} artículos nuevos`} del TPV por vincular.`
                : ''}
            </Alert>
          ) : null}
        </Stepper.Completed>
      </Stepper>
      {wizard.formError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          mb="md"
          role="alert"
        >
          {wizard.formError}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {step === 2 ? (
          <>
            <Button variant="default" onClick={close}>
              Ver las ventas
            </Button>
            <Button
              onClick={() => {
                close();
                onLinkItems();
              }}
            >
              Vincular artículos
            </Button>
          </>
        ) : (
          <>
            {step === 1 ? (
              <Button variant="default" onClick={wizard.reset} disabled={wizard.applying}>
                Otro archivo
              </Button>
            ) : null}
            <Button variant="subtle" color="gray" onClick={close} disabled={wizard.applying}>
              Cancelar
            </Button>
            {step === 1 ? (
              <Button onClick={wizard.runApply} loading={wizard.applying} disabled={!canApply}>
                Importar ventas
              </Button>
            ) : null}
          </>
        )}
      </Group>
    </Modal>
  );
}
