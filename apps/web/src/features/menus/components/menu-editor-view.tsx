import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, List, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MAX_MENU_SECTIONS, MENU_KIND_LABELS, type Menu } from '@costeo/domain/contracts/menus';
import { EditorShell } from '../../../components/editor-shell.tsx';
import { useUndoRemoval } from '../../../components/undo-removal.tsx';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { parseDecimalInput } from '../../../lib/decimal-input.ts';
import { readSaveError, useFocusFirstError, type FieldErrors } from '../../../lib/form-errors.ts';
import { useLastNonNull } from '../../../lib/use-last-non-null.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { useDuplicateMenu } from '../../../api/menus/duplicate-menu.ts';
import { useUpdateMenu } from '../../../api/menus/update-menu.ts';
import { useMenuEditor } from '../hooks/use-menu-editor.ts';
import { contentsLabel, menuBarFigures } from '../lib/menu-display.ts';
import { hasPricePerPerson, parseGuests, requestFromDraft } from '../lib/menu-draft.ts';
import { isMenuField, validateMenuDraft } from '../lib/menu-draft-errors.ts';
import { liveMenuFigures, menuProfileDefaults, type MenuFiguresView } from '../lib/menu-figures.ts';
import { DeleteMenuModal } from './delete-menu-modal.tsx';
import { MenuAllergenMatrix } from './menu-allergen-matrix.tsx';
import classes from './menu-editor-layout.module.css';
import { MenuEventPanel } from './menu-event-panel.tsx';
import { MenuFields } from './menu-fields.tsx';
import { MenuFiguresPanel } from './menu-figures-panel.tsx';
import { MenuSectionCard } from './menu-section-card.tsx';

const SAVE_FAILED = 'No se ha podido guardar el menú. Inténtalo de nuevo.';

/** What the screen shows, for the header actions the app adds (Exportar). */
export interface MenuScreenView {
  isDirty: boolean;
  /** An event's headcount on screen when it differs from the saved one (the quote is for it). */
  guests: number | null;
}
export type RenderMenuHeaderActions = (menu: Menu, view: MenuScreenView) => ReactNode;

interface MenuEditorViewProps {
  menu: Menu;
  renderHeaderActions?: RenderMenuHeaderActions;
}

/** Detalle de Menú: the fields, the sections with their dishes and live figures, the event's costs. */
export function MenuEditorView({ menu, renderHeaderActions }: MenuEditorViewProps) {
  const navigate = useNavigate();
  const editor = useMenuEditor(menu);
  const update = useUpdateMenu();
  const duplicate = useDuplicateMenu();
  const { draft } = editor;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errorsRef = useFocusFirstError(errors);
  const [deleting, setDeleting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const undo = useUndoRemoval();

  const defaults = useMemo(() => menuProfileDefaults(menu), [menu]);
  const live = useMemo(() => liveMenuFigures(draft, defaults), [draft, defaults]);
  // Saved: the API's figures. While editing: the engine's over the draft, the last good ones kept
  // (dimmed) while a share or a number is being fixed.
  const current: MenuFiguresView | null = editor.isDirty ? live.figures : menu;
  const figures = useLastNonNull(current);
  const problem = editor.isDirty ? live.problem : null;
  const price = hasPricePerPerson(draft.kind) ? parseDecimalInput(draft.pricePerPerson) : null;
  const dishesCount = draft.sections.reduce((total, section) => total + section.items.length, 0);

  const save = () => {
    const found = validateMenuDraft(draft);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { id: menu.id, request: requestFromDraft(draft) },
      {
        onSuccess: (saved) => {
          editor.resetTo(saved);
          notifications.show({
            color: 'teal',
            title: 'Menú guardado',
            message: `«${saved.name}» está al día.`,
          });
        },
        onError: (error) => {
          const { fields, form } = readSaveError(error, SAVE_FAILED, isMenuField);
          setErrors(fields);
          setFormError(form);
        },
      },
    );
  };

  const duplicateMenu = () => {
    duplicate.mutate(
      { id: menu.id },
      {
        onSuccess: (copy) => {
          notifications.show({
            color: 'teal',
            title: 'Menú duplicado',
            message: `Ahora editas «${copy.name}».`,
          });
          void navigate(`/menus/${copy.id}`);
        },
        onError: (error) => {
          notifications.show({
            color: 'red',
            title: 'No se ha podido duplicar',
            message: getErrorDetail(error) ?? 'Inténtalo de nuevo.',
          });
        },
      },
    );
  };

  // Errors that belong to no field shown: the share rule (it names its section), the form's.
  const localOthers = Object.entries(errors)
    .filter(([key]) => !isMenuField(key))
    .map(([, message]) => message);
  const draftGuests = draft.kind === 'evento' ? parseGuests(draft.guests) : null;

  return (
    <EditorShell
      ref={errorsRef}
      back={{ to: '/menus', label: `Volver a ${PAGE_TITLES.menus}` }}
      eyebrow={PAGE_TITLES.menuDetail}
      name={draft.name.trim() || menu.name}
      details={
        <Text size="sm" c="dimmed">
          {`${MENU_KIND_LABELS[draft.kind]} · ${contentsLabel(draft.sections.length, dishesCount)}`}
        </Text>
      }
      isDirty={editor.isDirty}
      isSaving={update.isPending}
      leaving={leaving}
      leaveMessage="Si sales ahora, perderás los cambios de este menú."
      onSave={save}
      onDiscard={() => {
        undo.dismissAll();
        editor.discard();
        setErrors({});
        setFormError(null);
      }}
      onDuplicate={duplicateMenu}
      onDelete={() => {
        setDeleting(true);
      }}
      extraActions={renderHeaderActions?.(menu, {
        isDirty: editor.isDirty,
        guests: draftGuests !== null && draftGuests !== menu.guests ? draftGuests : null,
      })}
      bar={{
        label: 'Guardar el menú',
        figures: menuBarFigures(draft.kind, figures),
        stale: problem !== null,
      }}
      alerts={
        <>
          {Object.keys(errors).length > 0 && !formError ? (
            <Alert color="red" variant="light" role="alert" title="Revisa el menú antes de guardar">
              {localOthers.length > 0 ? (
                <List size="sm">
                  {localOthers.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm">Corrige los campos marcados en rojo y vuelve a guardar.</Text>
              )}
            </Alert>
          ) : null}
          {formError ? (
            <Alert color="red" variant="light" role="alert" title="No se ha guardado">
              <Text size="sm">{formError}</Text>
            </Alert>
          ) : null}
        </>
      }
    >
      <div className={classes.layout}>
        <div className={classes.fields}>
          <MenuFields editor={editor} defaults={defaults} errors={errors} />
        </div>
        <aside className={classes.summary} aria-label="Costes del menú">
          <MenuFiguresPanel
            kind={draft.kind}
            figures={figures}
            problem={problem}
            pricePerPerson={price === null ? null : price.toFixed(2)}
            isLive={editor.isDirty}
            energy={{ kj: menu.energy_kj_per_cover, kcal: menu.energy_kcal_per_cover }}
          />
        </aside>
        <div className={classes.main}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              Secciones y platos
            </Title>
            {draft.sections.length === 0 ? (
              <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-gray-0)">
                <Text size="sm">
                  Aún no hay secciones. Añade una (primeros, segundos, postres…) y busca en ella tus
                  platos: el coste por cubierto se calcula al momento.
                </Text>
              </Paper>
            ) : (
              draft.sections.map((section, index) => (
                <MenuSectionCard
                  key={section.key}
                  section={section}
                  index={index}
                  count={draft.sections.length}
                  editor={editor}
                  isCarta={draft.kind === 'carta'}
                  figures={problem ? null : (figures?.sections[index] ?? null)}
                  errors={errors}
                  onRemoved={undo.offerUndo}
                />
              ))
            )}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={draft.sections.length >= MAX_MENU_SECTIONS}
                onClick={() => {
                  editor.addSection();
                }}
              >
                Añadir sección
              </Button>
            </Group>
          </Stack>
          {draft.kind === 'evento' ? (
            <MenuEventPanel
              editor={editor}
              figures={problem ? null : figures}
              errors={errors}
              onRemoved={undo.offerUndo}
            />
          ) : null}
          <MenuAllergenMatrix sections={draft.sections} />
          <Textarea
            label="Notas"
            // No autosize: it listens to document.fonts, which the tests' jsdom lacks.
            rows={3}
            value={draft.notes}
            onChange={(event) => {
              editor.setField('notes', event.currentTarget.value);
            }}
            error={errors.notes}
          />
        </div>
      </div>

      <DeleteMenuModal
        menu={menu}
        opened={deleting}
        onClose={() => {
          setDeleting(false);
        }}
        onDeleted={() => {
          setLeaving(true);
          setDeleting(false);
          void navigate('/menus');
        }}
      />
    </EditorShell>
  );
}
