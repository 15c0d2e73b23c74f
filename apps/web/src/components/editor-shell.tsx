import type { ReactNode, Ref } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SMALL_SCREEN_QUERY } from '../lib/breakpoints.ts';
import { EditorHeader, type EditorHeaderProps } from './editor-header.tsx';
import { EditorSaveBar, type EditorFigure } from './editor-save-bar.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

interface EditorShellProps extends Omit<EditorHeaderProps, 'showSave'> {
  /** The editor's root (the save's first wrong field is focused within it). */
  ref?: Ref<HTMLDivElement>;
  back: { to: string; label: string };
  /** What leaving with unsaved changes loses: "Si sales ahora, perderás los cambios de…". */
  leaveMessage: string;
  /** Leaving on purpose (after deleting it): nothing to ask. */
  leaving: boolean;
  /** The phone's bottom bar: its name, the live figures, whether they are the last good ones. */
  bar: { label: string; figures: EditorFigure[]; stale?: boolean };
  /** Under the header: why the last "Guardar" did not save. */
  alerts?: ReactNode;
  children: ReactNode;
}

/**
 * What the recipe and menu editors share (issue 31): the way back, the header with the name,
 * whether it is saved and its actions, Ctrl+S, the question before leaving with unsaved changes,
 * and on a phone the bar at the bottom with the live figures and "Guardar".
 */
export function EditorShell(props: EditorShellProps) {
  const { ref, back, leaveMessage, leaving, bar, alerts, children, ...header } = props;
  const { isDirty, isSaving, onSave } = header;
  // Read at once, not after a first paint: the bar and the header's "Guardar" never both show.
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false, {
    getInitialValueInEffect: false,
  });

  // Ctrl+S / ⌘S saves, from any field too (the browser's "save page" would be useless here).
  useHotkeys(
    [
      [
        'mod+S',
        () => {
          if (isDirty && !isSaving) onSave();
        },
      ],
    ],
    [],
  );

  return (
    <Stack gap="md" ref={ref}>
      <UnsavedChangesGuard when={isDirty && !leaving} message={leaveMessage} />
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {back.label}
        </Group>
      </Anchor>
      <EditorHeader {...header} showSave={!isSmallScreen} />
      {alerts}
      {children}
      {isSmallScreen ? (
        <EditorSaveBar
          label={bar.label}
          figures={bar.figures}
          stale={bar.stale}
          isDirty={isDirty}
          isSaving={isSaving}
          onSave={onSave}
        />
      ) : null}
    </Stack>
  );
}
