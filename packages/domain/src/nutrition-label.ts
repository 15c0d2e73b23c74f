import type Decimal from 'decimal.js';
import { ALLERGEN_SHORT_NAMES, sortAllergens, type AllergenCode } from './allergens.ts';
import {
  declareRecipe,
  elaborationPortion,
  lineGrams,
  nutrientText,
  type NutritionGraph,
  type NutritionLine,
} from './nutrition.ts';

/*
 * The list of ingredients of a food label (Reglamento UE 1169/2011, art. 18 and 21): every
 * ingredient in descending order of its weight when used, an elaboración as a compound ingredient
 * followed by its own ingredients in brackets, and the allergens of Anexo II emphasised (bold).
 */

/** One ingredient of the label: a product, or an elaboración with its own ingredients. */
export interface LabelIngredient {
  name: string;
  /** Net mass used (g, exact decimal text); null when the line cannot be weighed. */
  grams: string | null;
  /** The product's allergens (Anexo II order); an elaboración's are its ingredients'. */
  allergens: AllergenCode[];
  /** An elaboración's ingredients, in descending weight; null for a product. */
  ingredients: LabelIngredient[] | null;
}

interface Weighed {
  name: string;
  grams: Decimal | null;
  productId: number | null;
  allergens: AllergenCode[];
  ingredients: Weighed[] | null;
  order: number;
}

/** Heaviest first; the lines that cannot be weighed after the rest, in the recipe's order. */
function byWeight(a: Weighed, b: Weighed): number {
  if (a.grams === null || b.grams === null) {
    if (a.grams === null && b.grams === null) return a.order - b.order;
    return a.grams === null ? 1 : -1;
  }
  return b.grams.comparedTo(a.grams) || a.order - b.order;
}

function plain(item: Weighed): LabelIngredient {
  return {
    name: item.name,
    grams: nutrientText(item.grams),
    allergens: item.allergens,
    ingredients: item.ingredients === null ? null : item.ingredients.map(plain),
  };
}

/**
 * The label's ingredients of recipe `recipeId`, from the same graph as its nutrition declaration:
 * each line weighed as the declaration weighs it (density, unit weight, an elaboración's yield);
 * a product used in two lines of one recipe is one ingredient with both weights.
 */
export function labelIngredients(graph: NutritionGraph, recipeId: number): LabelIngredient[] {
  const inProgress = new Set<number>();

  /** An elaboración's line weighed as the declaration weighs it (its share of the batch). */
  function subLineGrams(line: NutritionLine, subId: number): Decimal | null {
    const sub = graph.recipes.get(subId);
    if (!sub) return null;
    return elaborationPortion(sub, line, () => declareRecipe(graph, subId).weightG)?.grams ?? null;
  }

  function listOf(id: number): Weighed[] {
    const recipe = graph.recipes.get(id);
    if (!recipe || inProgress.has(id)) return [];
    inProgress.add(id);
    const items: Weighed[] = [];
    const byProduct = new Map<number, Weighed>();
    recipe.lines.forEach((line, order) => {
      const productId = line.ingredientInstanceId ?? null;
      if (productId !== null) {
        const product = graph.products.get(productId);
        if (!product) return;
        const grams = lineGrams(product, line);
        const same = byProduct.get(productId);
        if (same) {
          same.grams = same.grams === null || grams === null ? null : same.grams.plus(grams);
          return;
        }
        const item: Weighed = {
          name: product.labelName || product.name,
          grams,
          productId,
          allergens: sortAllergens(product.allergens ?? []),
          ingredients: null,
          order,
        };
        byProduct.set(productId, item);
        items.push(item);
        return;
      }
      const subId = line.subRecipeId ?? null;
      const sub = subId === null ? undefined : graph.recipes.get(subId);
      if (subId === null || !sub) return;
      const ingredients = listOf(subId);
      items.push({
        name: sub.name,
        grams: subLineGrams(line, subId),
        productId: null,
        allergens: sortAllergens(ingredients.flatMap((item) => item.allergens)),
        ingredients,
        order,
      });
    });
    inProgress.delete(id);
    return items.sort(byWeight);
  }

  return listOf(recipeId).map(plain);
}

/** A run of a label's text, bold when it names an allergen. */
export interface LabelText {
  text: string;
  bold: boolean;
}

/**
 * Words that name each allergen in an ingredient's name (folded: lower case, no accents). Anexo II
 * exempts a name that "clearly refers" to the allergen (queso, mantequilla): that word is the one
 * emphasised; any other name gets the allergen added in brackets.
 */
const ALLERGEN_WORDS: Record<AllergenCode, readonly string[]> = {
  gluten: ['trigo', 'cebada', 'centeno', 'avena', 'espelta', 'kamut', 'gluten'],
  crustaceos: [
    'gamba',
    'langostino',
    'cangrejo',
    'bogavante',
    'langosta',
    'cigala',
    'centollo',
    'carabinero',
    'quisquilla',
    'necora',
    'crustaceo',
  ],
  huevos: ['huevo', 'clara de huevo', 'yema', 'ovoproducto'],
  pescado: [
    'pescado',
    'anchoa',
    'atun',
    'bacalao',
    'merluza',
    'salmon',
    'sardina',
    'boqueron',
    'lubina',
    'dorada',
    'rape',
    'rodaballo',
    'caballa',
    'bonito',
    'pez espada',
    'emperador',
  ],
  cacahuetes: ['cacahuete'],
  soja: ['soja', 'tofu', 'edamame'],
  leche: [
    'leche',
    'lactosa',
    'lacteo',
    'nata',
    'queso',
    'mantequilla',
    'yogur',
    'requeson',
    'mozzarella',
    'parmesano',
    'kefir',
  ],
  frutos_cascara: [
    'almendra',
    'avellana',
    'nuez',
    'nueces',
    'anacardo',
    'pistacho',
    'pacana',
    'macadamia',
    'fruto de cascara',
    'frutos de cascara',
  ],
  apio: ['apio'],
  mostaza: ['mostaza'],
  sesamo: ['sesamo', 'tahini', 'tahin'],
  sulfitos: ['sulfito', 'metabisulfito', 'dioxido de azufre'],
  altramuces: ['altramuz', 'altramuces'],
  moluscos: [
    'mejillon',
    'almeja',
    'calamar',
    'chipiron',
    'pulpo',
    'sepia',
    'choco',
    'berberecho',
    'ostra',
    'vieira',
    'zamburina',
    'navaja',
    'caracol',
    'molusco',
  ],
};

/** Lower case without accents, one character for one (ñ → n), so positions carry over. */
function fold(text: string): string {
  return Array.from(text, (char) => {
    const folded = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return folded.length === char.length ? folded : char;
  }).join('');
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An ingredient's name with its allergens emphasised: the words of the name that name one in bold
 * ("Harina de **trigo**", "**Queso** manchego"), and the allergens the name does not show added
 * in bold brackets ("Caldo de ave (**apio**)").
 */
export function emphasizeAllergens(name: string, allergens: readonly AllergenCode[]): LabelText[] {
  const folded = fold(name);
  const bold = new Array<boolean>(name.length).fill(false);
  const unnamed: AllergenCode[] = [];
  for (const code of sortAllergens(allergens)) {
    const words = ALLERGEN_WORDS[code].map(escape).join('|');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?:es|s)?(?![\\p{L}\\p{N}])`, 'gu');
    let found = false;
    for (const match of folded.matchAll(pattern)) {
      found = true;
      bold.fill(true, match.index, match.index + match[0].length);
    }
    if (!found) unnamed.push(code);
  }
  const runs: LabelText[] = [];
  for (let index = 0; index < name.length; index += 1) {
    const last = runs.at(-1);
    const char = name.charAt(index);
    if (last && last.bold === bold[index]) last.text += char;
    else runs.push({ text: char, bold: bold[index] ?? false });
  }
  if (unnamed.length > 0) {
    runs.push({ text: ' (', bold: false });
    unnamed.forEach((code, index) => {
      if (index > 0) runs.push({ text: ', ', bold: false });
      runs.push({ text: ALLERGEN_SHORT_NAMES[code].toLowerCase(), bold: true });
    });
    runs.push({ text: ')', bold: false });
  }
  return runs;
}

/**
 * The whole list as runs of text: ingredients separated by commas, an elaboración's own list in
 * brackets after its name, each name with its allergens emphasised.
 */
export function ingredientListText(ingredients: readonly LabelIngredient[]): LabelText[] {
  const runs: LabelText[] = [];
  ingredients.forEach((item, index) => {
    if (index > 0) runs.push({ text: ', ', bold: false });
    if (item.ingredients === null) {
      runs.push(...emphasizeAllergens(item.name, item.allergens));
      return;
    }
    runs.push(...emphasizeAllergens(item.name, []));
    if (item.ingredients.length > 0) {
      runs.push({ text: ' (', bold: false });
      runs.push(...ingredientListText(item.ingredients));
      runs.push({ text: ')', bold: false });
    }
  });
  // Adjacent runs of the same weight merged, so the text reads (and parses) as one.
  return runs.reduce<LabelText[]>((merged, run) => {
    const last = merged.at(-1);
    if (last && last.bold === run.bold) last.text += run.text;
    else merged.push({ ...run });
    return merged;
  }, []);
}
