import type { ReactNode } from 'react';
import { Badge, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconDeviceFloppy, IconDots, IconTrash } from '@tabler/icons-react';
import { BADGE_TEXT } from '../lib/badge-text.ts';

export interface EditorHeaderProps {
  /** The screen's title above the name ("Detalle de Receta"). */
  eyebrow: string;
  name: string;
  /** What it is, under the name: "Entrantes · 4 raciones", a badge. */
  details: ReactNode;
  isDirty: boolean;
  isSaving: boolean;
  /** Off on a phone, where "Guardar" is in the bar at the bottom (EditorSaveBar). */
  showSave: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** More actions before "Guardar" (Exportar), composed in app/. */
  extraActions?: ReactNode;
}

/** An editor's name and what it is, whether it is saved, and its actions (recipes and menus). */
export function EditorHeader(props: EditorHeaderProps) {
  const { eyebrow, name, details, isDirty, isSaving } = props;
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {eyebrow}
        </Text>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        {details}
      </Stack>
      <Group gap="xs">
        {isDirty ? (
          <Badge color="yellow" c={BADGE_TEXT.yellow} variant="light" tt="none" role="status">
            Cambios sin guardar
          </Badge>
        ) : (
          <Text size="xs" c="dimmed" role="status">
            Todo guardado
          </Text>
        )}
        {isDirty ? (
          <Button variant="default" onClick={props.onDiscard}>
            Descartar
          </Button>
        ) : null}
        {props.extraActions}
        {props.showSave ? (
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={props.onSave}
            loading={isSaving}
            disabled={!isDirty}
          >
            Guardar
          </Button>
        ) : null}
        <Menu
          position="bottom-end"
          withinPortal
          // Its focus placeholder (role="presentation") is not a valid child of role="menu" (axe).
          withInitialFocusPlaceholder={false}
        >
          <Menu.Target>
            <Button variant="default" px="xs" aria-label="Más acciones">
              <IconDots size={18} />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={props.onDuplicate}>
              Duplicar
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={props.onDelete}>
              Eliminar
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
