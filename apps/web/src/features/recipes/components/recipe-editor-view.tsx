import { useState, type ReactNode } from 'react';
import { Alert, Badge, Group, Skeleton, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import type { Recipe } from '@costeo/domain/contracts/recipes';
import { formatRecipeCostFields } from '@costeo/domain/recipe-cost-format';
import { EditorShell } from '../../../components/editor-shell.tsx';
import { useUndoRemoval } from '../../../components/undo-removal.tsx';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { parseDecimalInput } from '../../../lib/decimal-input.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { readSaveError, useFocusFirstError, type FieldErrors } from '../../../lib/form-errors.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { useDuplicateRecipe } from '../../../api/recipes/duplicate-recipe.ts';
import { useUpdateRecipe } from '../../../api/recipes/update-recipe.ts';
import { profileDefaults, useLiveCost } from '../hooks/use-live-cost.ts';
import { useRecipeEditor } from '../hooks/use-recipe-editor.ts';
import type { RecipesPlanAccess } from '../lib/plan-access.ts';
import { recipeBarFigures, servingsLabel } from '../lib/recipe-display.ts';
import { parseServings, requestFromDraft } from '../lib/recipe-draft.ts';
import { isRecipeField, validateDraft } from '../lib/recipe-draft-errors.ts';
import { CostAnalysisPanel } from './cost-analysis-panel.tsx';
import { RecipeNutritionPanel } from './recipe-nutrition-panel.tsx';
import { DeleteRecipeModal } from './delete-recipe-modal.tsx';
import { RecipeHeaderFields } from './recipe-header-fields.tsx';
import { RecipePhotoCard } from './recipe-photo-card.tsx';
import { RecipeStepsField } from './recipe-steps-field.tsx';
import { RecipeLinesEditor } from './recipe-lines-editor.tsx';
import { RecipeCostSummary } from './recipe-cost-summary.tsx';
import classes from './recipe-editor-layout.module.css';

const SAVE_FAILED = 'No se ha podido guardar la receta. Inténtalo de nuevo.';

interface RecipeEditorViewProps {
  recipe: Recipe;
  plan: RecipesPlanAccess;
  /** Shown below the lines and the analysis (the app adds the extra-costs section). */
  renderSection?: (recipe: Recipe, stacked: boolean) => ReactNode;
  /** Header actions (the app adds the export menu), told the servings the analysis shows. */
  renderHeaderActions?: RenderRecipeHeaderActions;
}

/** What the screen shows: the servings of the scaled analysis (null = the recipe's own). */
export interface RecipeScreenView {
  servings: number | null;
  isDirty: boolean;
}
export type RenderRecipeHeaderActions = (recipe: Recipe, view: RecipeScreenView) => ReactNode;

/** Detalle de Receta: the header, the line editor with live costs, margins and the analysis. */
export function RecipeEditorView({
  recipe,
  plan,
  renderSection,
  renderHeaderActions,
}: RecipeEditorViewProps) {
  const navigate = useNavigate();
  const editor = useRecipeEditor(recipe);
  const live = useLiveCost(recipe, editor.draft);
  const update = useUpdateRecipe();
  const duplicate = useDuplicateRecipe();
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false, {
    getInitialValueInEffect: false,
  });
  const undo = useUndoRemoval();
  // Field errors keyed as the API keys them (`sale_price`, `lines.1.quantity`), found here or by
  // the server; `formError` is what belongs to no field shown (issue 16).
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const errorsRef = useFocusFirstError(errors);
  const [deleting, setDeleting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // "Ver para (raciones)" of the analysis, kept here so the export uses the same servings.
  const [scaleText, setScaleText] = useState<string | null>(null);
  const scaledServings = scaleText === null ? null : parseServings(scaleText);
  const figures = live.cost ? formatRecipeCostFields(live.cost) : null;
  const { draft } = editor;

  const save = () => {
    const found = validateDraft(draft);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { id: recipe.id, request: requestFromDraft(draft) },
      {
        onSuccess: (saved) => {
          editor.resetTo(saved);
          notifications.show({
            color: 'teal',
            title: 'Receta guardada',
            message: `«${saved.name}» está al día.`,
          });
        },
        onError: (error) => {
          const { fields, form } = readSaveError(error, SAVE_FAILED, isRecipeField);
          setErrors(fields);
          setFormError(form);
        },
      },
    );
  };

  const duplicateRecipe = () => {
    plan.guardCreate(() => {
      duplicate.mutate(recipe.id, {
        onSuccess: (copy) => {
          plan.onUsageChanged();
          notifications.show({
            color: 'teal',
            title: 'Receta duplicada',
            message: `Ahora editas «${copy.name}».`,
          });
          void navigate(`/recipes/${copy.id}`);
        },
        onError: (error) => {
          if (plan.handleCreateRefusal(error)) return;
          notifications.show({
            color: 'red',
            title: 'No se ha podido duplicar',
            message: getErrorDetail(error) ?? 'Inténtalo de nuevo.',
          });
        },
      });
    });
  };

  const servings = parseServings(draft.servings) ?? recipe.servings;
  return (
    <EditorShell
      ref={errorsRef}
      back={{ to: '/recipes', label: `Volver a ${PAGE_TITLES.recipes}` }}
      eyebrow={PAGE_TITLES.recipeDetail}
      name={draft.name.trim() || recipe.name}
      details={
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {[draft.category || 'Sin categoría', servingsLabel(servings)].join(' · ')}
          </Text>
          {draft.isSubrecipe ? (
            <Badge size="sm" variant="outline" color="grape" c={BADGE_TEXT.grape} tt="none">
              Elaboración
            </Badge>
          ) : null}
        </Group>
      }
      isDirty={editor.isDirty}
      isSaving={update.isPending}
      leaving={leaving}
      leaveMessage="Si sales ahora, perderás los cambios de esta receta."
      onSave={save}
      onDiscard={() => {
        undo.dismissAll();
        editor.discard();
      }}
      onDuplicate={duplicateRecipe}
      onDelete={() => {
        setDeleting(true);
      }}
      extraActions={renderHeaderActions?.(recipe, {
        servings: scaledServings === recipe.servings ? null : scaledServings,
        isDirty: editor.isDirty,
      })}
      bar={{
        label: 'Guardar la receta',
        figures: recipeBarFigures(figures, draft.isSubrecipe ? draft.yieldUnit : null),
      }}
      alerts={
        <>
          {Object.keys(errors).length > 0 && !formError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title="Revisa la receta antes de guardar"
            >
              <Text size="sm">Corrige los campos marcados en rojo y vuelve a guardar.</Text>
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
          <RecipeHeaderFields editor={editor} defaults={profileDefaults(recipe)} errors={errors} />
        </div>
        <aside className={classes.summary} aria-label="Costes de la receta">
          <RecipeCostSummary
            figures={figures}
            salePrice={
              figures?.net_sale_price == null
                ? null
                : (parseDecimalInput(draft.salePrice)?.toFixed(2) ?? null)
            }
            servings={servings}
            loadFailed={live.isError}
            elaboracion={
              draft.isSubrecipe
                ? {
                    recipeId: recipe.id,
                    yieldQuantity: parseDecimalInput(draft.yieldQuantity)?.toString() ?? null,
                    yieldUnit: draft.yieldUnit,
                  }
                : null
            }
          />
        </aside>
        <div className={classes.lines}>
          <Tabs defaultValue="lines" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="lines">Líneas</Tabs.Tab>
              <Tabs.Tab value="analysis">Análisis de costes</Tabs.Tab>
              <Tabs.Tab value="nutrition">Información nutricional</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="lines" pt="md">
              <RecipeLinesEditor
                editor={editor}
                errors={errors}
                cost={live.cost}
                products={live.products}
                subrecipes={live.subrecipes}
                stacked={isSmallScreen}
                onLineRemoved={undo.offerUndo}
              />
            </Tabs.Panel>
            <Tabs.Panel value="analysis" pt="md">
              {live.cost ? (
                <CostAnalysisPanel
                  cost={live.cost}
                  stacked={isSmallScreen}
                  servingsText={scaleText}
                  onServingsTextChange={setScaleText}
                />
              ) : (
                <Skeleton height={200} role="progressbar" aria-label="Calculando el análisis" />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="nutrition" pt="md">
              <RecipeNutritionPanel
                nutrition={recipe.nutrition}
                finalWeight={draft.finalWeight}
                onFinalWeightChange={(value) => {
                  editor.setField('finalWeight', value);
                }}
                error={errors.final_weight_g}
                isDirty={editor.isDirty}
              />
            </Tabs.Panel>
          </Tabs>
          {/* Preparación and Foto (issue 16): the steps are saved with the recipe, the photo at once. */}
          <div className={classes.extras}>
            <RecipeStepsField
              value={draft.instructions}
              onChange={(instructions) => {
                editor.setField('instructions', instructions);
              }}
              error={errors.instructions}
            />
            <RecipePhotoCard recipe={recipe} />
          </div>
          {renderSection ? (
            <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
              {renderSection(recipe, isSmallScreen)}
            </div>
          ) : null}
        </div>
      </div>

      <DeleteRecipeModal
        recipe={recipe}
        opened={deleting}
        onClose={() => {
          setDeleting(false);
        }}
        onDeleted={() => {
          plan.onUsageChanged();
          setLeaving(true);
          setDeleting(false);
          void navigate('/recipes');
        }}
      />
    </EditorShell>
  );
}
