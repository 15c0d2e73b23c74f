import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { joinSteps, splitSteps } from '@costeo/domain/recipe-steps';
import { rowActionClassName } from '../../../components/row-actions.tsx';
import classes from './recipe-steps-field.module.css';

interface Step {
  key: number;
  text: string;
}

let nextKey = 1;
const toSteps = (instructions: string): Step[] =>
  splitSteps(instructions).map((text) => ({ key: nextKey++, text }));

interface RecipeStepsFieldProps {
  /** The recipe's `instructions`: one step per line. */
  value: string;
  onChange: (instructions: string) => void;
  error?: string;
}

/**
 * Preparación: the recipe's instructions as numbered steps (add, edit, remove, move up and down),
 * stored as one step per line so the ficha técnica prints the same list. Enter in a step starts
 * the next one; every action is a button with its step's number in its name.
 */
export function RecipeStepsField({ value, onChange, error }: RecipeStepsFieldProps) {
  const [steps, setSteps] = useState<Step[]>(() => toSteps(value));
  const list = useRef<HTMLDivElement>(null);
  // What gets the focus once the list is drawn: a step's text, or its move button (so a keyboard
  // user can press "Subir" again); a disabled button hands over to the text.
  const pendingFocus = useRef<{ key: number; action: 'text' | 'up' | 'down' } | null>(null);
  const setFocus = (target: NonNullable<typeof pendingFocus.current>) => {
    pendingFocus.current = target;
  };

  // A new value from outside (discard, a saved answer) replaces the list; our own edits do not,
  // so an empty step being written stays on screen.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (joinSteps(steps.map((step) => step.text)) !== value) setSteps(toSteps(value));
  }

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const inStep = (action: string) =>
      list.current?.querySelector<HTMLElement>(
        `[data-step="${target.key}"][data-action="${action}"]:not(:disabled)`,
      );
    (inStep(target.action) ?? inStep('text'))?.focus();
  });

  const update = (next: Step[]) => {
    setSteps(next);
    onChange(joinSteps(next.map((step) => step.text)));
  };

  const insertAfter = (index: number) => {
    const step = { key: nextKey++, text: '' };
    update([...steps.slice(0, index + 1), step, ...steps.slice(index + 1)]);
    setFocus({ key: step.key, action: 'text' });
  };

  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    update(next);
    setFocus({ key: moved.key, action: by === -1 ? 'up' : 'down' });
  };

  const remove = (index: number) => {
    const next = steps.filter((_, i) => i !== index);
    update(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) setFocus({ key: neighbour.key, action: 'text' });
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A step is one paragraph: Enter starts the next step instead of a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      insertAfter(index);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" ref={list}>
        <div>
          <Title order={2} size="h4">
            Preparación
          </Title>
          <Text size="sm" c="dimmed">
            Un paso por línea, en orden. Se imprime numerado en la ficha técnica.
          </Text>
        </div>
        {steps.length === 0 ? (
          <Text size="sm" c="dimmed">
            Aún no hay pasos. Añade el primero, por ejemplo «Pelar y cortar las patatas».
          </Text>
        ) : (
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {steps.map((step, index) => {
              const n = index + 1;
              return (
                <li key={step.key} className={classes.step}>
                  <Text className={classes.number} fw={700} ta="right" pt={6} aria-hidden>
                    {n}.
                  </Text>
                  <Textarea
                    className={classes.text}
                    aria-label={`Paso ${n}`}
                    rows={2}
                    resize="vertical"
                    classNames={{ input: classes.stepInput }}
                    maxLength={2000}
                    value={step.text}
                    data-step={step.key}
                    data-action="text"
                    onChange={(event) => {
                      const text = event.currentTarget.value;
                      update(steps.map((s) => (s.key === step.key ? { ...s, text } : s)));
                    }}
                    onKeyDown={onKeyDown(index)}
                  />
                  <div className={classes.actions}>
                    <ActionIcon
                      className={rowActionClassName}
                      variant="subtle"
                      color="gray"
                      aria-label={`Subir el paso ${n}`}
                      data-step={step.key}
                      data-action="up"
                      disabled={index === 0}
                      onClick={() => {
                        move(index, -1);
                      }}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      className={rowActionClassName}
                      variant="subtle"
                      color="gray"
                      aria-label={`Bajar el paso ${n}`}
                      data-step={step.key}
                      data-action="down"
                      disabled={index === steps.length - 1}
                      onClick={() => {
                        move(index, 1);
                      }}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      className={rowActionClassName}
                      variant="subtle"
                      color="red"
                      aria-label={`Quitar el paso ${n}`}
                      onClick={() => {
                        remove(index);
                      }}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </div>
                </li>
              );
            })}
          </Stack>
        )}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => {
              insertAfter(steps.length - 1);
            }}
          >
            Añadir paso
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
