import { Button, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconLock,
} from '@tabler/icons-react';
import { getErrorDetail, getFeatureNotAvailable } from '../../../lib/api-errors.ts';
import { useDownloadExport } from '../../../api/exports/download-export.ts';
import type { ExportItem } from '../lib/export-items.ts';

/** What the export actions need from the subscription plan (composed in app/). */
export interface ExportAccess {
  /** Whether the plan lacks exports; null while the plan is not known (the server decides). */
  locked: boolean | null;
  /** SPEC.md §5's message ('Esta funcionalidad requiere un plan Pro o superior.'). */
  lockedMessage: string;
  /** Opens the upgrade modal with a message above the plans. */
  openUpgrade: (message: string) => void;
}

interface ExportMenuProps {
  items: ExportItem[];
  access: ExportAccess;
  /** A note under the entries (e.g. "Se exporta la receta guardada"). */
  note?: string;
}

const ICONS = { pdf: IconFileTypePdf, xlsx: IconFileSpreadsheet } as const;

/**
 * "Exportar": PDF and Excel files of the screen's data (plan feature `exports`). On a plan without
 * it the button shows a lock and opens the upgrade modal with the plan's message.
 */
export function ExportMenu({ items, access, note }: ExportMenuProps) {
  const download = useDownloadExport();

  if (access.locked === true) {
    return (
      <Button
        variant="default"
        leftSection={<IconLock size={16} aria-hidden />}
        onClick={() => {
          access.openUpgrade(access.lockedMessage);
        }}
        aria-label="Exportar (requiere un plan Pro o superior)"
        data-testid="export-locked"
      >
        Exportar
      </Button>
    );
  }

  const run = (item: ExportItem) => {
    download.mutate(
      { url: item.url, params: item.params, fallbackName: item.fallbackName },
      {
        onError: (error) => {
          const refusal = getFeatureNotAvailable(error);
          if (refusal) {
            access.openUpgrade(refusal.detail);
            return;
          }
          notifications.show({
            color: 'red',
            title: 'No se ha podido exportar',
            message: getErrorDetail(error) ?? 'Comprueba tu conexión e inténtalo de nuevo.',
          });
        },
      },
    );
  };

  return (
    <Menu
      position="bottom-end"
      withinPortal
      width={300}
      // Its focus placeholder (role="presentation") is not a valid child of role="menu" (axe).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={download.isPending}
        >
          Exportar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => {
          const Icon = ICONS[item.format];
          return (
            <Menu.Item
              key={item.key}
              leftSection={<Icon size={18} aria-hidden />}
              onClick={() => {
                run(item);
              }}
            >
              <Text size="sm" fw={600}>
                {item.label}
              </Text>
              <Text size="xs" c="dimmed">
                {item.description}
              </Text>
            </Menu.Item>
          );
        })}
        {note ? (
          <Menu.Label style={{ whiteSpace: 'normal' }} data-testid="export-note">
            {note}
          </Menu.Label>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
