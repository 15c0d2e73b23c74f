import { useState } from 'react';
import type { Menu, MenuDish } from '@costeo/domain/contracts/menus';
import { insertAt } from '../../../lib/insert-at.ts';
import {
  defaultChoice,
  draftFromMenu,
  equalizedItems,
  isMenuDraftDirty,
  moveEntry,
  newDraftKey,
  nextSectionName,
  type DraftExtra,
  type DraftItem,
  type DraftSection,
  type MenuDraft,
} from '../lib/menu-draft.ts';

type MenuField = Exclude<keyof MenuDraft, 'sections' | 'extras'>;

/** The editor's draft of a menu: edits stay here until "Guardar" sends the whole menu. */
export function useMenuEditor(menu: Menu) {
  const [saved, setSaved] = useState(() => draftFromMenu(menu));
  const [draft, setDraft] = useState(saved);

  const updateSections = (update: (sections: DraftSection[]) => DraftSection[]) => {
    setDraft((current) => ({ ...current, sections: update(current.sections) }));
  };
  const updateSection = (key: string, update: (section: DraftSection) => DraftSection) => {
    updateSections((sections) =>
      sections.map((section) => (section.key === key ? update(section) : section)),
    );
  };
  const updateExtras = (update: (extras: DraftExtra[]) => DraftExtra[]) => {
    setDraft((current) => ({ ...current, extras: update(current.extras) }));
  };

  return {
    draft,
    /** The event's quote number once its quote was first downloaded (issue 31); else null. */
    quoteNumber: menu.quote_number,
    isDirty: isMenuDraftDirty(draft, saved),
    setField: <K extends MenuField>(field: K, value: MenuDraft[K]) => {
      setDraft((current) => ({ ...current, [field]: value }));
    },
    addSection: (): string => {
      const key = newDraftKey('section');
      setDraft((current) => ({
        ...current,
        sections: [
          ...current.sections,
          {
            key,
            name: nextSectionName(current.kind, current.sections),
            choice: defaultChoice(current.kind),
            items: [],
          },
        ],
      }));
      return key;
    },
    updateSection: (key: string, changes: Partial<Pick<DraftSection, 'name' | 'choice'>>) => {
      updateSection(key, (section) => ({ ...section, ...changes }));
    },
    removeSection: (key: string) => {
      updateSections((sections) => sections.filter((section) => section.key !== key));
    },
    /** "Deshacer" after removing a section: it goes back where it was, with its dishes. */
    restoreSection: (section: DraftSection, index: number) => {
      updateSections((sections) => insertAt(sections, section, index));
    },
    moveSection: (index: number, step: -1 | 1) => {
      updateSections((sections) => moveEntry(sections, index, step));
    },
    /** Adds a dish; a section with shares gives it "" (the cook then sets it or presses Igualar). */
    addItem: (sectionKey: string, dish: MenuDish): string => {
      const key = newDraftKey('item');
      const item: DraftItem = {
        key,
        recipe: dish.id,
        dish,
        servingsPerCover: '1',
        share: '',
        guestQuantity: '',
        guestUnit: '',
      };
      updateSection(sectionKey, (section) => ({ ...section, items: [...section.items, item] }));
      return key;
    },
    updateItem: (
      sectionKey: string,
      itemKey: string,
      changes: Partial<
        Pick<DraftItem, 'servingsPerCover' | 'share' | 'guestQuantity' | 'guestUnit'>
      >,
    ) => {
      updateSection(sectionKey, (section) => ({
        ...section,
        items: section.items.map((item) => (item.key === itemKey ? { ...item, ...changes } : item)),
      }));
    },
    removeItem: (sectionKey: string, itemKey: string) => {
      updateSection(sectionKey, (section) => ({
        ...section,
        items: section.items.filter((item) => item.key !== itemKey),
      }));
    },
    /** "Deshacer" after removing a dish (nothing when its section has gone since). */
    restoreItem: (sectionKey: string, item: DraftItem, index: number) => {
      updateSection(sectionKey, (section) => ({
        ...section,
        items: insertAt(section.items, item, index),
      }));
    },
    moveItem: (sectionKey: string, index: number, step: -1 | 1) => {
      updateSection(sectionKey, (section) => ({
        ...section,
        items: moveEntry(section.items, index, step),
      }));
    },
    /** "Igualar": equal shares that add up to exactly 100. */
    equalizeShares: (sectionKey: string) => {
      updateSection(sectionKey, (section) => ({
        ...section,
        items: equalizedItems(section.items),
      }));
    },
    addExtra: (): string => {
      const key = newDraftKey('extra');
      updateExtras((extras) => [...extras, { key, name: '', costType: 'fixed', amount: '' }]);
      return key;
    },
    updateExtra: (key: string, changes: Partial<Omit<DraftExtra, 'key'>>) => {
      updateExtras((extras) =>
        extras.map((extra) => (extra.key === key ? { ...extra, ...changes } : extra)),
      );
    },
    removeExtra: (key: string) => {
      updateExtras((extras) => extras.filter((extra) => extra.key !== key));
    },
    /** "Deshacer" after removing an extra of an event. */
    restoreExtra: (extra: DraftExtra, index: number) => {
      updateExtras((extras) => insertAt(extras, extra, index));
    },
    /** After a save: the server's answer is the new starting point. */
    resetTo: (next: Menu) => {
      const fresh = draftFromMenu(next);
      setSaved(fresh);
      setDraft(fresh);
    },
    discard: () => {
      setDraft(saved);
    },
  };
}

export type MenuEditor = ReturnType<typeof useMenuEditor>;
