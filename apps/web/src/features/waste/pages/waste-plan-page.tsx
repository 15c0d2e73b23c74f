import { Alert, Anchor, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDownloadExport } from '../../../api/exports/download-export.ts';
import { WASTE_PLAN_PDF_URL } from '../../../api/urls.ts';
import { useSaveWastePlan, useWastePlan } from '../../../api/waste/waste-plan.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { WASTE_PATH } from '../../../lib/waste-paths.ts';
import { draftFromPlan } from '../lib/plan-form.ts';
import { todayInMadrid } from '../lib/waste-dates.ts';
import { PlanDiagnosis } from '../components/plan-diagnosis.tsx';
import { PlanForm } from '../components/plan-form.tsx';
import { PlanLawIntro } from '../components/plan-law-intro.tsx';
import { PlanVersions } from '../components/plan-versions.tsx';

const PLAN_PDF_TIMEOUT_MS = 60_000;

/**
 * /ingredients/waste/plan, "Plan de prevención" (issue 35, Ley 1/2025): the self-diagnosis from
 * the waste log, the measures, the donation agreements, who is responsible and when it is
 * reviewed; each save is a new version with its PDF. On every plan: a legal duty needs no upgrade.
 */
export function WastePlanPage() {
  const state = useWastePlan();
  const download = useDownloadExport();
  const save = useSaveWastePlan();
  const savedVersion = save.data?.version ?? null;
  const today = todayInMadrid();
  const plan = state.data?.plan ?? null;

  const downloadPdf = (version: number) => {
    download.mutate({
      url: WASTE_PLAN_PDF_URL,
      params: { version },
      fallbackName: `plan-prevencion-desperdicio-v${String(version)}.pdf`,
      // The first PDF of a busy server waits for a worker to load pdfmake and its fonts: over
      // 10 s at a load of 10 on two cores (the journey's first download timed out so).
      timeout: PLAN_PDF_TIMEOUT_MS,
    });
  };
  const downloading =
    download.isPending && download.variables.url === WASTE_PLAN_PDF_URL
      ? Number(download.variables.params?.version ?? 0)
      : null;

  let body;
  if (state.isPending) {
    body = <Skeleton height={320} radius="md" role="progressbar" aria-label="Cargando" />;
  } else if (state.isError) {
    body = (
      <LoadErrorAlert
        title="No se ha podido cargar tu plan"
        retrying={state.isFetching}
        onRetry={() => void state.refetch()}
      />
    );
  } else {
    body = (
      <>
        {plan === null ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm" fw={600}>
              Aún no tienes plan de prevención
            </Text>
            <Text size="sm">
              Te proponemos unas medidas de partida. Revísalas, añade las tuyas y tus acuerdos de
              donación, indica la persona responsable y guarda la primera versión.
            </Text>
          </Alert>
        ) : null}
        {savedVersion !== null && plan?.version === savedVersion ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={18} aria-hidden />}
            role="status"
          >
            Versión {savedVersion} guardada. Ya puedes descargar el plan en PDF.
          </Alert>
        ) : null}
        <PlanForm key={plan?.version ?? 0} initial={draftFromPlan(plan, today)} save={save} />
        {state.data.versions.length > 0 ? (
          <PlanVersions
            versions={state.data.versions}
            downloading={downloading}
            onDownload={downloadPdf}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <Anchor component={Link} to={WASTE_PATH} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Mermas y
        desperdicio
      </Anchor>
      <PageHeader
        title="Plan de prevención"
        description="Tu plan contra el desperdicio alimentario, como pide la Ley 1/2025."
        actions={
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            variant="default"
            disabled={plan === null}
            loading={downloading !== null && downloading === plan?.version}
            onClick={() => {
              if (plan) downloadPdf(plan.version);
            }}
          >
            Descargar el plan (PDF)
          </Button>
        }
      />
      <Stack gap="md">
        {download.isError ? (
          <Alert color="red" title="No se ha podido descargar">
            {getErrorDetail(download.error) ?? 'Inténtalo de nuevo.'}
          </Alert>
        ) : null}
        <PlanLawIntro />
        <PlanDiagnosis />
        {body}
      </Stack>
    </>
  );
}
