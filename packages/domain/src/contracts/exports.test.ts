import { describe, expect, it } from 'vitest';
import { exportFileNames, fileNameSlug } from '../export-files.ts';
import { recipesXlsxQuerySchema, recipePdfQuerySchema } from './exports.ts';

describe('export query strings', () => {
  it('?recipes= is a list of distinct ids, at most 100', () => {
    expect(recipesXlsxQuerySchema.parse({ recipes: '3,1,3' })).toEqual({ recipes: [3, 1] });
    expect(recipesXlsxQuerySchema.parse({ breakdown: 'true' })).toEqual({ breakdown: true });
    expect(recipesXlsxQuerySchema.parse({ breakdown: '0' })).toEqual({ breakdown: false });
    for (const bad of ['', 'a', '1,', ',1', '1;2', '0', '2147483648', '1 2']) {
      expect(recipesXlsxQuerySchema.safeParse({ recipes: bad }).success, bad).toBe(false);
    }
    const ids = Array.from({ length: 101 }, (_, index) => index + 1);
    expect(recipesXlsxQuerySchema.safeParse({ recipes: ids.join() }).success).toBe(false);
    expect(recipesXlsxQuerySchema.safeParse({ recipes: ids.slice(1).join() }).success).toBe(true);
    expect(recipesXlsxQuerySchema.safeParse({ breakdown: 'sí' }).success).toBe(false);
  });

  it('?servings= scales the ficha técnica like the recipe view', () => {
    expect(recipePdfQuerySchema.parse({ servings: '8' })).toEqual({ servings: 8 });
    expect(recipePdfQuerySchema.safeParse({ servings: '0' }).success).toBe(false);
  });
});

describe('export file names', () => {
  it('are ASCII slugs with the date', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(exportFileNames.recipePdf('Croquetas de jamón ibérico', at)).toBe(
      'ficha-tecnica-croquetas-de-jamon-iberico-2026-11-23.pdf',
    );
    expect(exportFileNames.allergensPdf(at)).toBe('matriz-alergenos-2026-11-23.pdf');
    expect(exportFileNames.ingredientsXlsx(at)).toBe('ingredientes-2026-11-23.xlsx');
    expect(exportFileNames.recipesXlsx(at)).toBe('recetas-2026-11-23.xlsx');
    expect(exportFileNames.recipesBreakdownXlsx(at)).toBe('recetas-desglose-2026-11-23.xlsx');
    expect(exportFileNames.recipeBreakdownXlsx('Crema de calabaza', at)).toBe(
      'desglose-crema-de-calabaza-2026-11-23.xlsx',
    );
  });

  it("name a menu's PDF after the menu: the menu, an event's presupuesto, the kitchen's escandallo", () => {
    const at = new Date('2026-11-23T10:00:00Z');
    expect(exportFileNames.menuPdf('Menú de otoño', 'menu_del_dia', 'cliente', at)).toBe(
      'menu-menu-de-otono-2026-11-23.pdf',
    );
    expect(exportFileNames.menuPdf('Carta', 'carta', 'cliente', at)).toBe(
      'menu-carta-2026-11-23.pdf',
    );
    expect(exportFileNames.menuPdf('Boda Pérez', 'evento', 'cliente', at)).toBe(
      'presupuesto-boda-perez-2026-11-23.pdf',
    );
    expect(exportFileNames.menuPdf('Boda Pérez', 'evento', 'interno', at)).toBe(
      'escandallo-menu-boda-perez-2026-11-23.pdf',
    );
    expect(exportFileNames.menuPdf('¡¡¡', 'carta', 'cliente', at)).toBe('menu-menu-2026-11-23.pdf');
  });

  it('give each of the four Excel exports its own name', () => {
    const at = new Date('2026-11-23T10:00:00Z');
    const names = new Set([
      exportFileNames.ingredientsXlsx(at),
      exportFileNames.recipesXlsx(at),
      exportFileNames.recipesBreakdownXlsx(at),
      exportFileNames.recipeBreakdownXlsx('Recetas', at),
    ]);
    expect(names.size).toBe(4);
  });

  it('never carry path separators, quotes or control characters', () => {
    expect(fileNameSlug('../../etc/passwd"\r\n')).toBe('etc-passwd');
    expect(fileNameSlug('¡¡¡')).toBe('receta');
    expect(fileNameSlug('Ñoquis a la crème brûlée')).toBe('noquis-a-la-creme-brulee');
    expect(fileNameSlug('a'.repeat(200))).toHaveLength(60);
  });
});
