import { useRef, useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import type { RecipeListItem } from '@costeo/domain/contracts/recipes';
import type { RecipeCost } from '@costeo/domain/recipe-cost-model';
import { formatLineCost } from '@costeo/domain/recipe-cost-format';
import {
  kitchenLineUnit,
  reachableUnits,
  unitsOfKind,
  UNITS,
  type UnitCode,
} from '@costeo/domain/units';
import type { RecipeEditor } from '../hooks/use-recipe-editor.ts';
import { implausibleLineWarning } from '../lib/line-plausibility.ts';
import type { DraftLine } from '../lib/recipe-draft.ts';
import { AddLineBar } from './add-line-bar.tsx';
import { RecipeLineRow } from './recipe-line-row.tsx';

interface RecipeLinesEditorProps {
  editor: RecipeEditor;
  cost: RecipeCost | null;
  products: Map<number, IngredientInstance>;
  subrecipes: RecipeListItem[];
  stacked: boolean;
  /** Save errors keyed as the API keys them: `lines.1.quantity` lands on line 2's quantity. */
  errors?: Record<string, string>;
  /** A line was removed: the editor offers to put it back (issue 31). */
  onLineRemoved?: (removal: { message: string; restore: () => void }) => void;
}

/** A line's save errors: its quantity's, and the rest of its fields' as one message. */
function lineErrors(errors: Record<string, string> | undefined, index: number) {
  const prefix = `lines.${index}.`;
  const entries = Object.entries(errors ?? {}).filter(([key]) => key.startsWith(prefix));
  const quantity = entries.find(([key]) => key === `${prefix}quantity`)?.[1];
  const others = entries.filter(([key]) => key !== `${prefix}quantity`).map(([, text]) => text);
  return { quantity, other: others.length > 0 ? others.join(' ') : undefined };
}

/** The units a line may use: those its product or elaboración converts to, and its own. */
function unitsFor(
  line: DraftLine,
  products: Map<number, IngredientInstance>,
  subrecipes: RecipeListItem[],
): UnitCode[] {
  let units: UnitCode[] = [];
  if (line.ingredientInstance !== null) {
    const product = products.get(line.ingredientInstance);
    if (product) {
      units = reachableUnits(product.base_unit, {
        density: product.density,
        unitWeight: product.unit_weight,
      });
    }
  } else if (line.subRecipe !== null) {
    const yieldUnit = subrecipes.find((item) => item.id === line.subRecipe)?.yield_unit;
    if (yieldUnit) units = unitsOfKind(UNITS[yieldUnit].kind);
  }
  return units.includes(line.unit) ? units : [line.unit, ...units];
}

/** The lines of the escandallo, their live costs, and the pickers that add more. */
export function RecipeLinesEditor(props: RecipeLinesEditorProps) {
  const { editor, cost, products, subrecipes, stacked } = props;
  const { lines } = editor.draft;
  // Keyboard flow (issue 16): pick → its quantity; Enter in a quantity → the search for the next.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const productInputRef = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Ingredientes y elaboraciones
      </Title>
      {lines.length === 0 ? (
        <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-gray-0)">
          <Text size="sm">
            Aún no hay líneas. Busca abajo un ingrediente de los que compras (o una elaboración
            tuya) y escribe la cantidad neta que lleva la receta: el coste se calcula al momento.
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {lines.map((line, index) => {
            const lineCost = cost?.lines[index];
            const saveErrors = lineErrors(props.errors, index);
            return (
              <RecipeLineRow
                key={line.key}
                line={line}
                index={index}
                count={lines.length}
                cost={lineCost ? formatLineCost(lineCost) : null}
                units={unitsFor(line, products, subrecipes)}
                implausible={
                  lineCost ? implausibleLineWarning(lineCost, cost.ingredientsCost) : null
                }
                focusQuantity={focusKey === line.key}
                quantityError={saveErrors.quantity}
                lineError={saveErrors.other}
                onQuantityEnter={() => {
                  setFocusKey(null);
                  productInputRef.current?.focus();
                }}
                onChange={(changes) => {
                  editor.updateLine(line.key, changes);
                }}
                onMove={(step) => {
                  editor.moveLine(index, step);
                }}
                onRemove={() => {
                  editor.removeLine(line.key);
                  props.onLineRemoved?.({
                    message: `Has quitado «${lineCost?.name || line.name || `la línea ${index + 1}`}».`,
                    restore: () => {
                      editor.restoreLine(line, index);
                    },
                  });
                }}
              />
            );
          })}
        </Stack>
      )}
      <AddLineBar
        stacked={stacked}
        subrecipes={subrecipes}
        productInputRef={productInputRef}
        onAddProduct={(option) => {
          const key = editor.addLine({
            ingredientInstance: option.id,
            name: option.name,
            // Grams, millilitres or units: a line in kg invites "250" meaning grams.
            unit: kitchenLineUnit(option.purchase_unit, option.available_units),
          });
          setFocusKey(key);
        }}
        onAddSubrecipe={(item, unit) => {
          setFocusKey(editor.addLine({ subRecipe: item.id, name: item.name, unit }));
        }}
      />
    </Stack>
  );
}
