import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { WastePlanState } from '@costeo/domain/contracts/waste';
import { formatDateTime } from '../../../lib/format.ts';

interface PlanVersionsProps {
  versions: WastePlanState['versions'];
  /** The version whose PDF is being downloaded, to show its button busy. */
  downloading: number | null;
  onDownload: (version: number) => void;
}

/** Every saved version of the plan, newest first, each with its PDF. */
export function PlanVersions({ versions, downloading, onDownload }: PlanVersionsProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-versions-title">
      <Title order={2} size="h4" id="plan-versions-title" mb="xs">
        Versiones
      </Title>
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Versiones del plan"
      >
        {versions.map((version, index) => (
          <Group component="li" key={version.version} justify="space-between" gap="xs">
            <Text size="sm">
              <Text span fw={600}>
                Versión {version.version}
              </Text>{' '}
              · {formatDateTime(version.created_at)}
              {index === 0 ? ' · en vigor' : ''}
            </Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              loading={downloading === version.version}
              aria-label={`Descargar la versión ${String(version.version)} (PDF)`}
              onClick={() => {
                onDownload(version.version);
              }}
            >
              PDF
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
