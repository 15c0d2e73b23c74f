import { useState } from 'react';
import type { Recipe } from '@costeo/domain/contracts/recipes';
import type { UnitCode } from '@costeo/domain/units';
import { insertAt } from '../../../lib/insert-at.ts';
import {
  draftFromRecipe,
  isDraftDirty,
  moveLine,
  newLineKey,
  type DraftLine,
  type RecipeDraft,
} from '../lib/recipe-draft.ts';

type HeaderField = Exclude<keyof RecipeDraft, 'lines'>;

/** The editor's draft of a recipe: edits stay here until "Guardar" sends the whole recipe. */
export function useRecipeEditor(recipe: Recipe) {
  const [saved, setSaved] = useState(() => draftFromRecipe(recipe));
  const [draft, setDraft] = useState(saved);

  const updateLines = (update: (lines: DraftLine[]) => DraftLine[]) => {
    setDraft((current) => ({ ...current, lines: update(current.lines) }));
  };

  return {
    draft,
    isDirty: isDraftDirty(draft, saved),
    setField: <K extends HeaderField>(field: K, value: RecipeDraft[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
    },
    addLine: (line: {
      ingredientInstance?: number | null;
      subRecipe?: number | null;
      name: string;
      unit: UnitCode;
    }): string => {
      const key = newLineKey();
      updateLines((lines) => [
        ...lines,
        {
          key,
          ingredientInstance: line.ingredientInstance ?? null,
          subRecipe: line.subRecipe ?? null,
          name: line.name,
          quantity: '',
          unit: line.unit,
          note: '',
        },
      ]);
      // The caller moves the focus to the new line's quantity.
      return key;
    },
    updateLine: (key: string, changes: Partial<Omit<DraftLine, 'key'>>) => {
      updateLines((lines) =>
        lines.map((line) => (line.key === key ? { ...line, ...changes } : line)),
      );
    },
    removeLine: (key: string) => {
      updateLines((lines) => lines.filter((line) => line.key !== key));
    },
    /** "Deshacer" after removing a line: it goes back where it was. */
    restoreLine: (line: DraftLine, index: number) => {
      updateLines((lines) => insertAt(lines, line, index));
    },
    moveLine: (index: number, step: -1 | 1) => {
      updateLines((lines) => moveLine(lines, index, step));
    },
    /** After a save: the server's answer is the new starting point. */
    resetTo: (next: Recipe) => {
      const fresh = draftFromRecipe(next);
      setSaved(fresh);
      setDraft(fresh);
    },
    discard: () => {
      setDraft(saved);
    },
  };
}

export type RecipeEditor = ReturnType<typeof useRecipeEditor>;
