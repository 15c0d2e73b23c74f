import { useId } from 'react';
import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconEqual } from '@tabler/icons-react';
import {
  SECTION_CHOICES,
  SECTION_CHOICE_LABELS,
  sectionSharesIssue,
} from '@costeo/domain/contracts/menus';
import { RowActions } from '../../../components/row-actions.tsx';
import { parseDecimalInput } from '../../../lib/decimal-input.ts';
import { formatEuro } from '../../../lib/format.ts';
import type { MenuEditor } from '../hooks/use-menu-editor.ts';
import type { SectionFiguresView } from '../lib/menu-figures.ts';
import { sectionForRules, type DraftSection, type SectionChoice } from '../lib/menu-draft.ts';
import { DishPicker } from './dish-picker.tsx';
import { MenuItemRow } from './menu-item-row.tsx';
import classes from './menu-rows.module.css';

const CHOICE_OPTIONS = SECTION_CHOICES.map((choice) => ({
  value: choice,
  label: SECTION_CHOICE_LABELS[choice],
}));

function isChoice(value: string | null): value is SectionChoice {
  return SECTION_CHOICES.some((choice) => choice === value);
}

interface MenuSectionCardProps {
  section: DraftSection;
  index: number;
  count: number;
  editor: MenuEditor;
  isCarta: boolean;
  /** The section's figures as shown; null when there are none now. */
  figures: SectionFiguresView | null;
  /** Save errors keyed as the API keys them (`sections.0.items.1.recipe`). */
  errors: Record<string, string>;
  /** A dish or the section was removed: the editor offers to put it back (issue 31). */
  onRemoved?: (removal: { message: string; restore: () => void }) => void;
}

/** " y sus 3 platos" for the notification of a removed section. */
function dishesNote(count: number): string {
  if (count === 0) return '';
  return count === 1 ? ' y su plato' : ` y sus ${count} platos`;
}

/** The typed shares' sum, in the section's words: "Suma: 90 %" or "A partes iguales". */
function sharesSummary(section: DraftSection): string {
  const typed = section.items.map((item) => item.share.trim()).filter((share) => share !== '');
  if (typed.length === 0) return 'Reparto: a partes iguales';
  const cents = typed.reduce((sum, share) => {
    const value = parseDecimalInput(share);
    return value === null ? sum : sum + Math.round(value.toNumber() * 100);
  }, 0);
  return `Suma: ${(cents / 100).toLocaleString('es-ES', { maximumFractionDigits: 2 })} %`;
}

/** The errors of one item, by field: `sections.0.items.1.recipe` → `{recipe: …}`. */
function itemErrors(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => [key.slice(prefix.length), message]),
  );
}

/** One section of the menu: its name, how it is served, its dishes and their shares. */
export function MenuSectionCard(props: MenuSectionCardProps) {
  const { section, index, count, editor, isCarta, figures, errors, onRemoved } = props;
  const issueId = useId();
  const label = section.name.trim() || `Sección ${index + 1}`;
  const sharesIssue =
    section.choice === 'one' ? sectionSharesIssue(sectionForRules(section)) : null;
  const nameError =
    section.name.trim() === '' ? 'Este campo es obligatorio.' : errors[`sections.${index}.name`];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Sección: ${label}`}>
      <div className={classes.sectionHead}>
        <TextInput
          className={classes.name}
          label="Nombre de la sección"
          required
          value={section.name}
          onChange={(event) => {
            editor.updateSection(section.key, { name: event.currentTarget.value });
          }}
          error={nameError}
        />
        <Select
          className={classes.choice}
          label="Cómo se sirve"
          data={CHOICE_OPTIONS}
          value={section.choice}
          allowDeselect={false}
          onChange={(value) => {
            if (isChoice(value)) editor.updateSection(section.key, { choice: value });
          }}
        />
        <RowActions
          className={classes.actions}
          label={`la sección ${label}`}
          index={index}
          count={count}
          onMove={(step) => {
            editor.moveSection(index, step);
          }}
          onRemove={() => {
            editor.removeSection(section.key);
            onRemoved?.({
              message: `Has quitado la sección «${label}»${dishesNote(section.items.length)}.`,
              restore: () => {
                editor.restoreSection(section, index);
              },
            });
          }}
        />
      </div>

      <Stack gap="xs" mt="sm">
        {section.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            Aún no hay platos en esta sección: búscalos abajo.
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={`Platos de ${label}`}
          >
            {section.items.map((item, itemIndex) => (
              <MenuItemRow
                key={item.key}
                item={item}
                index={itemIndex}
                count={section.items.length}
                choice={section.choice}
                isCarta={isCarta}
                isEvent={editor.draft.kind === 'evento'}
                figures={figures?.items[itemIndex] ?? null}
                sharesIssueId={sharesIssue ? issueId : null}
                errors={itemErrors(errors, `sections.${index}.items.${itemIndex}.`)}
                onChange={(changes) => {
                  editor.updateItem(section.key, item.key, changes);
                }}
                onMove={(step) => {
                  editor.moveItem(section.key, itemIndex, step);
                }}
                onRemove={() => {
                  editor.removeItem(section.key, item.key);
                  onRemoved?.({
                    message: `Has quitado «${item.dish.name}» de «${label}».`,
                    restore: () => {
                      editor.restoreItem(section.key, item, itemIndex);
                    },
                  });
                }}
              />
            ))}
          </Stack>
        )}
        {section.choice === 'one' && section.items.length > 1 ? (
          <Group gap="sm" justify="space-between">
            <Text size="sm" c={sharesIssue ? 'red.8' : 'dimmed'} fw={sharesIssue ? 600 : 400}>
              {sharesSummary(section)}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEqual size={14} aria-hidden />}
              aria-label={`Igualar los porcentajes de ${label}`}
              onClick={() => {
                editor.equalizeShares(section.key);
              }}
            >
              Igualar
            </Button>
          </Group>
        ) : null}
        {sharesIssue ? (
          <Text id={issueId} size="sm" c="red.8" role="alert">
            {sharesIssue}
          </Text>
        ) : null}
        {figures && section.items.length > 0 ? (
          <Text size="sm">
            Coste por cubierto de la sección:{' '}
            <Text span fw={600} inherit>
              {formatEuro(figures.cost_expected)}
            </Text>
            {section.choice === 'one' ? (
              <>
                {' '}
                · peor caso{' '}
                <Text span fw={600} inherit>
                  {formatEuro(figures.cost_worst)}
                </Text>
              </>
            ) : null}
          </Text>
        ) : null}
        <DishPicker
          sectionName={label}
          onAdd={(dish) => {
            editor.addItem(section.key, dish);
          }}
        />
      </Stack>
    </Paper>
  );
}
