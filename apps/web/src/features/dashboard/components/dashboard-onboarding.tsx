import type { ReactNode } from 'react';
import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardFigures } from '@costeo/domain/contracts/dashboard';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { NEW_INGREDIENT_PATH, NEW_RECIPE_PATH } from './quick-actions.tsx';

interface StepProps {
  number: number;
  title: string;
  done: boolean;
  /** What to do (pending) or what was done. */
  children: ReactNode;
  action: ReactNode;
}

function Step({ number, title, done, children, action }: StepProps) {
  return (
    <Paper component="li" withBorder radius="md" p="md" bg={done ? 'teal.0' : undefined}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon
          radius="xl"
          size={32}
          variant={done ? 'filled' : 'light'}
          color={done ? 'teal.8' : 'blue'}
          aria-hidden
        >
          {done ? <IconCheck size={18} /> : <Text fw={700}>{number}</Text>}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>
            Paso {number}: {title}
            {done ? (
              <Text span c={BADGE_TEXT.teal} fw={700}>
                {' '}
                · Hecho
              </Text>
            ) : null}
          </Text>
          <Text size="sm" c="dimmed">
            {children}
          </Text>
          {done ? null : <div>{action}</div>}
        </Stack>
      </Group>
    </Paper>
  );
}

/** A new account's Dashboard: the two steps before there is anything to sum. */
export function DashboardOnboarding({ figures }: { figures: DashboardFigures }) {
  const ingredientDone = figures.products_count > 0;
  const recipeDone = figures.recipes_count > 0;
  const done = Number(ingredientDone) + Number(recipeDone);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            Empieza en dos pasos
          </Title>
          <Text c="dimmed" size="sm">
            Con tus ingredientes y una receta, aquí verás el food cost medio de tu carta, las
            recetas con menos margen y los últimos cambios de precio.
          </Text>
        </div>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              {done} de 2 pasos completados
            </Text>
          </Group>
          <Progress
            value={done * 50}
            color="teal"
            size="lg"
            radius="xl"
            aria-label={`Progreso: ${done} de 2 pasos completados`}
          />
        </div>
        <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          <Step
            number={1}
            title="Da de alta tu primer ingrediente"
            done={ingredientDone}
            action={
              <Button
                component={Link}
                to={NEW_INGREDIENT_PATH}
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                Nuevo ingrediente
              </Button>
            }
          >
            {ingredientDone
              ? `Tienes ${figures.products_count === 1 ? '1 ingrediente' : `${figures.products_count} ingredientes`} con su precio.`
              : 'Busca en el catálogo lo que compras, con su formato, precio y merma.'}
          </Step>
          <Step
            number={2}
            title="Crea tu primera receta"
            done={recipeDone}
            action={
              <Button
                component={Link}
                to={NEW_RECIPE_PATH}
                variant={ingredientDone ? 'filled' : 'default'}
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                Nueva receta
              </Button>
            }
          >
            Escribe sus ingredientes y cantidades y su PVP: Costeo calcula el coste por ración, el
            food cost y el margen.
          </Step>
        </Stack>
      </Stack>
    </Paper>
  );
}
