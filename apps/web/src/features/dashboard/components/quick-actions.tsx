import { Button, Group } from '@mantine/core';
import { IconBasket, IconChefHat, IconReceipt, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SALES_PATH } from '../../../lib/sales-path.ts';

/** Where the create forms open: Ingredientes and Recetas read `?nuevo=1`. */
export const NEW_INGREDIENT_PATH = '/ingredients?nuevo=1';
export const NEW_RECIPE_PATH = '/recipes?nuevo=1';
/** Cartas, menús del día and events (issue 18): reached from Recetas and from here. */
export const MENUS_PATH = '/menus';

/**
 * "Nuevo ingrediente" / "Nueva receta": the two things a cook does most, one click away; and the
 * menus and the sales (issue 33), which have no link of their own in the top bar.
 */
export function QuickActions() {
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={MENUS_PATH}
        variant="default"
        leftSection={<IconToolsKitchen2 size={16} aria-hidden />}
      >
        Menús
      </Button>
      {/* Issue 33: the till's sales and the food cost of what was sold. */}
      <Button
        component={Link}
        to={SALES_PATH}
        variant="default"
        leftSection={<IconReceipt size={16} aria-hidden />}
      >
        Ventas
      </Button>
      <Button
        component={Link}
        to={NEW_INGREDIENT_PATH}
        variant="default"
        leftSection={<IconBasket size={16} aria-hidden />}
      >
        Nuevo ingrediente
      </Button>
      <Button
        component={Link}
        to={NEW_RECIPE_PATH}
        leftSection={<IconChefHat size={16} aria-hidden />}
      >
        Nueva receta
      </Button>
    </Group>
  );
}
