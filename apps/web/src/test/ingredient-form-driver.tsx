import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { useIngredientsPlanAccess } from '../app/pages/use-ingredients-plan-access.ts';
import {
  IngredientFormDrawer,
  type FormTarget,
} from '../features/ingredients/components/ingredient-form-drawer.tsx';
import { UpgradeModal } from '../features/subscriptions/components/upgrade-modal.tsx';
import { TOKENS } from './fixtures.ts';
import { serveIngredients, type ServedIngredients } from './handlers/ingredients.ts';
import { renderApp, renderComponent } from './render-app.tsx';

/**
 * Drives the ingredient form drawer in component tests, as a cook would. The drawer is rendered
 * alone, with the plan's rules the app composes for it and the upgrade modal a refused save opens
 * (decision 033: a component test, not the whole Ingredientes page; the page and its list have
 * their own tests and the browser journeys).
 */
function CreateFormHarness() {
  const [target, setTarget] = useState<FormTarget | null>({ mode: 'create' });
  const plan = useIngredientsPlanAccess();
  return (
    <>
      <IngredientFormDrawer
        target={target}
        onClose={() => {
          setTarget(null);
        }}
        plan={plan}
        onOpenPriceHistory={() => undefined}
      />
      <UpgradeModal />
    </>
  );
}

function EditFormHarness({ instance }: { instance: IngredientInstance }) {
  const [target, setTarget] = useState<FormTarget | null>({ mode: 'edit', instance });
  const plan = useIngredientsPlanAccess();
  return (
    <>
      <IngredientFormDrawer
        target={target}
        onClose={() => {
          setTarget(null);
        }}
        plan={plan}
        onOpenPriceHistory={() => undefined}
      />
      <UpgradeModal />
    </>
  );
}

/** The drawer editing `instance` (served by `account`), alone. */
export async function openEditForm(
  instance: IngredientInstance,
  account: ServedIngredients = serveIngredients({ instances: [instance] }),
) {
  const view = renderComponent(<EditFormHarness instance={instance} />, {
    tokens: TOKENS,
    noRetry: true,
  });
  const drawer = await screen.findByRole('dialog', { name: `Editar «${instance.name}»` });
  return { ...view, ...account, drawer };
}

export async function openCreateForm(account: ServedIngredients = serveIngredients()) {
  const view = renderComponent(<CreateFormHarness />, { tokens: TOKENS, noRetry: true });
  const drawer = await screen.findByRole('dialog', { name: 'Nuevo ingrediente' });
  return { ...view, ...account, drawer };
}

/** The drawer opened from the Ingredientes page: for what a save does to the page around it. */
export async function openCreateFormOnPage(account: ServedIngredients = serveIngredients()) {
  const view = renderApp('/ingredients', { tokens: TOKENS, noRetry: true });
  await screen.findByRole('table', { name: 'Ingredientes' });
  await view.user.click(screen.getByRole('button', { name: 'Nuevo ingrediente' }));
  const drawer = await screen.findByRole('dialog', { name: 'Nuevo ingrediente' });
  return { ...view, ...account, drawer };
}

/** Types in the catalog picker and picks the suggestion (debounced search_suggestions). */
export async function pickDefinition(
  user: UserEvent,
  drawer: HTMLElement,
  text: string,
  name: RegExp,
) {
  await user.type(within(drawer).getByRole('textbox', { name: /Ingrediente del catálogo/ }), text);
  await user.click(await within(drawer).findByRole('option', { name }));
}

export async function chooseOption(
  user: UserEvent,
  drawer: HTMLElement,
  field: RegExp,
  option: string,
) {
  await user.click(within(drawer).getByRole('combobox', { name: field }));
  await user.click(await within(drawer).findByRole('option', { name: option }));
}

export async function replaceText(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

/** The value shown under a label of the live preview. */
export function previewValue(drawer: HTMLElement, label: string): string {
  const preview = within(drawer).getByRole('region', { name: 'Vista previa de costes' });
  const term = within(preview).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent.replace(/\u00a0/g, ' ') ?? '';
}

export function field(drawer: HTMLElement, name: RegExp | string) {
  return within(drawer).getByRole('textbox', { name });
}
