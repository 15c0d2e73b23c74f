import type { ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { isAxiosError } from 'axios';
import { Link, useParams } from 'react-router';
import type { Recipe } from '@costeo/domain/contracts/recipes';
import { PageHeader } from '../../../components/page-header.tsx';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { useRecipe } from '../../../api/recipes/get-recipe.ts';
import {
  RecipeEditorView,
  type RenderRecipeHeaderActions,
} from '../components/recipe-editor-view.tsx';
import type { RecipesPlanAccess } from '../lib/plan-access.ts';

function BackToRecipes() {
  return (
    <Button
      component={Link}
      to="/recipes"
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      Volver a {PAGE_TITLES.recipes}
    </Button>
  );
}

/** A section another feature adds below the lines (the app composes it: extra costs). */
export type RenderRecipeSection = (recipe: Recipe, stacked: boolean) => ReactNode;

function RecipeDetail({
  id,
  plan,
  renderSection,
  renderHeaderActions,
}: {
  id: number;
  plan: RecipesPlanAccess;
  renderSection?: RenderRecipeSection;
  renderHeaderActions?: RenderRecipeHeaderActions;
}) {
  const query = useRecipe(id);
  if (query.isPending) {
    return (
      <Stack gap="md">
        <PageHeader title={PAGE_TITLES.recipeDetail} />
        {/* An unlabelled div may not carry a name (axe aria-prohibited-attr): an indeterminate
            progress bar may, and the heading stays outside it (its children are presentational). */}
        <Stack gap="md" role="progressbar" aria-busy="true" aria-label="Cargando la receta">
          <Skeleton height={140} />
          <Skeleton height={240} />
        </Stack>
      </Stack>
    );
  }
  if (query.isError) {
    const notFound = isAxiosError(query.error) && query.error.response?.status === 404;
    return (
      <>
        <PageHeader title={PAGE_TITLES.recipeDetail} />
        <Alert
          color={notFound ? 'gray' : 'red'}
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={notFound ? 'No encontramos esta receta' : 'No se ha podido cargar la receta'}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {notFound
                ? 'Puede que se haya eliminado. Vuelve a tus recetas para abrir otra.'
                : 'Comprueba tu conexión e inténtalo de nuevo.'}
            </Text>
            {notFound ? (
              <BackToRecipes />
            ) : (
              <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
                Reintentar
              </Button>
            )}
          </Stack>
        </Alert>
      </>
    );
  }
  // Keyed by id: opening another recipe (a duplicate) starts a fresh draft.
  return (
    <RecipeEditorView
      key={query.data.id}
      recipe={query.data}
      plan={plan}
      renderSection={renderSection}
      renderHeaderActions={renderHeaderActions}
    />
  );
}

/** /recipes/{id}: Detalle de Receta. */
export function RecipeDetailPage({
  plan,
  renderSection,
  renderHeaderActions,
}: {
  plan: RecipesPlanAccess;
  renderSection?: RenderRecipeSection;
  /** Header actions (export), told the servings the analysis shows. */
  renderHeaderActions?: RenderRecipeHeaderActions;
}) {
  const { id } = useParams();
  const recipeId = Number(id);
  if (!/^\d{1,9}$/.test(id ?? '') || recipeId < 1) {
    return (
      <>
        <PageHeader title={PAGE_TITLES.recipeDetail} />
        <Alert color="gray" variant="light" title="No encontramos esta receta">
          <BackToRecipes />
        </Alert>
      </>
    );
  }
  return (
    <RecipeDetail
      id={recipeId}
      plan={plan}
      renderSection={renderSection}
      renderHeaderActions={renderHeaderActions}
    />
  );
}
