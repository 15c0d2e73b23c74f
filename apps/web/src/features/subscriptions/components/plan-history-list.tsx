import {
  Alert,
  Badge,
  Center,
  EmptyState,
  Group,
  Loader,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconArrowRight, IconHistory } from '@tabler/icons-react';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import type { PlanHistoryEntry } from '@costeo/domain/contracts/subscriptions';
import { formatDate } from '../../../lib/format.ts';
import { usePlanHistory } from '../../../api/subscriptions/get-plan-history.ts';
import { PLAN_CHANGE_REASON_LABELS } from '../lib/plan-display.ts';

const REASON_COLORS = {
  signup: 'gray',
  upgrade: 'teal',
  cancel: 'red',
  expire: 'orange',
  admin: 'grape',
} as const;

function PlanChange({ entry }: { entry: PlanHistoryEntry }) {
  return (
    <Group gap={6} wrap="nowrap">
      {entry.from_plan_name ? (
        <>
          <Text size="sm">{entry.from_plan_name}</Text>
          <IconArrowRight size={14} aria-hidden />
          <VisuallyHidden>a</VisuallyHidden>
        </>
      ) : null}
      <Text size="sm" fw={600}>
        {entry.to_plan_name}
      </Text>
    </Group>
  );
}

/** The "Historial" tab: every plan change with its date and reason. */
export function PlanHistoryList() {
  const { data, isPending, isError } = usePlanHistory();

  if (isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="progressbar" aria-label="Cargando historial" />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        No se ha podido cargar el historial de planes.
      </Alert>
    );
  }
  if (data.results.length === 0) {
    return (
      <EmptyState
        icon={<IconHistory size={28} stroke={1.6} />}
        title="Sin cambios de plan"
        description="Aquí verás cuándo cambias de plan o cancelas tu suscripción."
        variant="light"
        py="xl"
      />
    );
  }
  return (
    <Stack component="ol" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {data.results.map((entry) => (
        <Group
          component="li"
          key={entry.id}
          justify="space-between"
          gap="sm"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          data-reason={entry.reason}
        >
          <Stack gap={2}>
            <PlanChange entry={entry} />
            <Text size="xs" c="dimmed">
              {formatDate(entry.created_at)}
            </Text>
          </Stack>
          <Badge
            variant="light"
            color={REASON_COLORS[entry.reason]}
            c={BADGE_TEXT[REASON_COLORS[entry.reason]]}
          >
            {PLAN_CHANGE_REASON_LABELS[entry.reason]}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
