import { Alert, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { MenuKindCode } from '@costeo/domain/contracts/menus';
import { displayNutrient, NUTRITION_TABLE_SOURCE } from '@costeo/domain/nutrition';
import { AllergenBadges } from '../../../components/allergen-badges.tsx';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatEuro, formatPercent } from '../../../lib/format.ts';
import type { MenuFiguresView } from '../lib/menu-figures.ts';
import { euroOrDash, guestsLabel, percentOrDash } from '../lib/menu-display.ts';
import { MenuFigure } from './menu-figure.tsx';
import { MenuStatus } from './menu-status.tsx';

interface MenuFiguresPanelProps {
  kind: MenuKindCode;
  /** The figures shown (the live ones while editing); null before the first valid draft. */
  figures: MenuFiguresView | null;
  /** Why the draft has no figures now (a share rule, a field that is not a number). */
  problem: string | null;
  /** The price per person as typed and read (2 places), or null. */
  pricePerPerson: string | null;
  isLive: boolean;
  /** The saved menu's energy per cover (issue 21): exact kJ and kcal, null when unknown. */
  energy: { kj: string | null; kcal: string | null };
}

function Warnings({ figures }: { figures: MenuFiguresView }) {
  if (figures.warnings.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Coste incompleto"
      styles={{ title: { color: BADGE_TEXT.orange } }}
    >
      <List size="sm">
        {figures.warnings.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Energy per cover, from the saved menu's nutrition (the server reads every dish's declaration):
 * while editing it waits for the save rather than showing the figure of another menu.
 */
function EnergyFigure({ energy, isLive }: Pick<MenuFiguresPanelProps, 'energy' | 'isLive'>) {
  const kcal = displayNutrient('energy_kcal', energy.kcal);
  const kj = displayNutrient('energy_kj', energy.kj);
  if (isLive) {
    return <MenuFigure label="Energía por cubierto" value="—" hint="se calcula al guardar" />;
  }
  return (
    <MenuFigure
      label="Energía por cubierto"
      value={kcal === null ? 'Sin datos' : `${kcal} kcal`}
      hint={
        kcal === null || kj === null
          ? 'falta la información nutricional de algún plato'
          : `${kj} kJ · esperada`
      }
    />
  );
}

/** A menú del día or an event: per person. */
function PerPersonFigures({
  figures,
  pricePerPerson,
  energy,
  isLive,
}: {
  figures: MenuFiguresView;
  pricePerPerson: string | null;
} & Pick<MenuFiguresPanelProps, 'energy' | 'isLive'>) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 2 }} spacing="md" verticalSpacing="sm">
      <MenuFigure
        label="Coste por cubierto (esperado)"
        value={formatEuro(figures.cost_per_cover_expected)}
        hint="según lo que eligen tus clientes"
      />
      <MenuFigure
        label="Peor caso"
        value={formatEuro(figures.cost_per_cover_worst)}
        hint="si todos eligen el plato más caro"
      />
      <MenuFigure
        label="Precio por persona (IVA incl.)"
        value={euroOrDash(pricePerPerson)}
        hint={
          figures.net_price_per_person === null
            ? undefined
            : `${formatEuro(figures.net_price_per_person)} sin IVA`
        }
      />
      <MenuFigure label="Food cost" value={percentOrDash(figures.food_cost_pct_expected)} />
      <MenuFigure
        label="Food cost (peor caso)"
        value={percentOrDash(figures.food_cost_pct_worst)}
      />
      <MenuFigure
        label="Margen por cubierto"
        value={euroOrDash(figures.margin_per_cover_expected)}
      />
      <MenuFigure
        label="Margen por cubierto (peor caso)"
        value={euroOrDash(figures.margin_per_cover_worst)}
        hint="si todos eligen el plato más caro"
      />
      <MenuFigure
        label="Precio sugerido"
        value={formatEuro(figures.suggested_price_per_person)}
        hint={`food cost ${formatPercent(figures.effective_target_food_cost_pct)}, IVA incl.`}
      />
      <EnergyFigure energy={energy} isLive={isLive} />
      {energy.kcal !== null && !isLive ? (
        <Text size="xs" c="dimmed" style={{ gridColumn: '1 / -1' }}>
          Energía: valores de tus productos o, si no los tienen, {NUTRITION_TABLE_SOURCE}.
        </Text>
      ) : null}
    </SimpleGrid>
  );
}

/** An event: the quote's bottom line for its headcount (the detail is under "Costes del evento"). */
function EventSummary({ figures }: { figures: MenuFiguresView }) {
  if (figures.quote_guests === null || figures.total_with_vat === null) return null;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Presupuesto para {guestsLabel(figures.quote_guests)}
      </Text>
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <MenuFigure label="Total (IVA incl.)" value={formatEuro(figures.total_with_vat)} />
        <MenuFigure
          label="Margen del evento"
          value={euroOrDash(figures.margin_total)}
          hint={figures.margin_pct === null ? undefined : percentOrDash(figures.margin_pct)}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** A carta: each dish has its own PVP; the mean food cost and the dishes above target. */
function CartaFigures({ figures }: { figures: MenuFiguresView }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <MenuFigure
          label="Food cost medio"
          value={percentOrDash(figures.average_food_cost_pct)}
          hint={`objetivo ${formatPercent(figures.effective_target_food_cost_pct)}`}
        />
        <MenuFigure
          label="Coste por cubierto (esperado)"
          value={formatEuro(figures.cost_per_cover_expected)}
          hint="un plato de cada sección"
        />
      </SimpleGrid>
      {figures.dishes_below_target.length > 0 ? (
        <div>
          <Text size="sm" fw={600} c={BADGE_TEXT.red}>
            Por encima del food cost objetivo:
          </Text>
          <List size="sm">
            {figures.dishes_below_target.map((dish, index) => (
              <List.Item key={`${dish.id}-${index}`}>{dish.name}</List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}

/** Beside the sections: what a cover costs, the food cost expected and at worst, the allergens. */
export function MenuFiguresPanel({
  kind,
  figures,
  problem,
  pricePerPerson,
  isLive,
  energy,
}: MenuFiguresPanelProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Cifras del menú">
      <Group justify="space-between" mb="sm" gap="xs" align="flex-start">
        <Stack gap={0}>
          <Title order={2} size="h4">
            Cifras del menú
          </Title>
          <Text size="xs" c="dimmed">
            {isLive ? 'En vivo: sin guardar todavía' : 'Guardadas'}
          </Text>
        </Stack>
        {figures ? <MenuStatus status={figures.status} statusWorst={figures.status_worst} /> : null}
      </Group>
      {problem ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          mb="sm"
          title="Cifras sin actualizar"
          styles={{ title: { color: BADGE_TEXT.orange } }}
        >
          <Text size="sm">{problem}</Text>
          {figures ? (
            <Text size="sm" mt={4}>
              Debajo, las últimas cifras válidas.
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {figures ? (
        <Stack gap="md">
          {kind === 'carta' ? (
            <CartaFigures figures={figures} />
          ) : (
            <PerPersonFigures
              figures={figures}
              pricePerPerson={pricePerPerson}
              energy={energy}
              isLive={isLive}
            />
          )}
          {kind === 'evento' ? <EventSummary figures={figures} /> : null}
          <Warnings figures={figures} />
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Alérgenos:
            </Text>
            <AllergenBadges
              allergens={figures.allergens}
              emptyLabel="Ninguno de los 14 declarados"
            />
          </Group>
        </Stack>
      ) : null}
    </Paper>
  );
}
