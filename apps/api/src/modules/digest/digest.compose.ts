import {
  formatLongDate,
  formatMoney,
  formatPercent,
  formatUnitPrice,
} from '../../lib/format-es.ts';
import { escapeHtml, htmlButton, htmlLayout, htmlParagraph } from '../mail/mail.service.ts';
import type { DigestWeek } from './digest.week.ts';

/*
 * The weekly digest's mail (issue 22, decision 032): plain text and HTML with the same content,
 * Spanish, es-ES numbers, a link to each recipe and to Mi perfil (where it is turned off).
 * Figures arrive as the API's decimal strings and are only formatted here.
 */

/** A price that changed in the week, per kg, l or ud as the Dashboard shows it. */
export interface DigestPriceChange {
  productId: number;
  name: string;
  /** "kg", "l" or "ud". */
  referenceUnit: string;
  oldPrice: string;
  newPrice: string;
  /** % change (2 places), null when the old price was 0. */
  changePct: string | null;
  /** Where the new price came from ("Factura A-123 de …", "Importación de tarifa.xlsx"), or ''. */
  source: string;
}

/** A recipe whose food cost went above its target this week, with its figures now and before. */
export interface DigestRecipe {
  id: number;
  name: string;
  foodCostPct: string;
  foodCostPctBefore: string;
  targetFoodCostPct: string;
  costPerServing: string;
  costPerServingBefore: string;
  /** PVP (VAT included), the recipe's own. */
  salePrice: string;
  /** The PVP that meets the target at today's cost (VAT included). */
  suggestedSalePrice: string;
  /** The week's price changes behind it (its products, or its elaboraciones'). */
  changes: DigestPriceChange[];
}

export interface DigestContent {
  businessName: string;
  week: DigestWeek;
  recipes: DigestRecipe[];
  /** Every price change of the week (also those that moved no recipe under its target). */
  changes: DigestPriceChange[];
  /**
   * What the week's price rises cost a week at the week's imported sales (issue 33), € with 2
   * places; null (nothing said) without sales or when they cost nothing.
   */
  weeklyCostOfRises?: string | null;
  /** PUBLIC_URL (or the server's own address): where the links point. */
  linksBase: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

const MONTH_DAY = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "del 16 al 22 de noviembre de 2026" (or "del 28 de diciembre de 2026 al 3 de enero de 2027"). */
export function weekLabel(week: DigestWeek): string {
  const first = new Date(`${week.firstDay}T00:00:00Z`);
  const last = new Date(`${week.lastDay}T00:00:00Z`);
  if (first.getUTCFullYear() !== last.getUTCFullYear()) {
    return `del ${formatLongDate(first)} al ${formatLongDate(last)}`;
  }
  if (first.getUTCMonth() !== last.getUTCMonth()) {
    return `del ${MONTH_DAY.format(first)} al ${formatLongDate(last)}`;
  }
  return `del ${first.getUTCDate()} al ${formatLongDate(last)}`;
}

/** "Cebolla: 1,20 €/kg → 1,50 €/kg (+25,00 %)". */
function priceLine(change: DigestPriceChange): string {
  const pct =
    change.changePct === null
      ? ''
      : ` (${change.changePct.startsWith('-') ? '' : '+'}${formatPercent(change.changePct)})`;
  return `${change.name}: ${formatUnitPrice(change.oldPrice)}/${change.referenceUnit} → ${formatUnitPrice(change.newPrice)}/${change.referenceUnit}${pct}`;
}

const greetingOf = (content: DigestContent) =>
  content.businessName ? `Hola, ${content.businessName}:` : 'Hola:';

/** "La semana del 16 al 22 de noviembre de 2026 cambiaron precios … y 2 recetas quedaron …". */
function introOf(content: DigestContent): string {
  const count = content.recipes.length;
  const fell = count === 1 ? 'una receta quedó' : `${count} recetas quedaron`;
  return `La semana ${weekLabel(content.week)} cambiaron precios de tus productos y ${fell} por encima de su food cost objetivo:`;
}

/** The week's changes behind no reported dish. */
function otherChanges(content: DigestContent): DigestPriceChange[] {
  return content.changes.filter(
    (change) => !content.recipes.some((recipe) => recipe.changes.includes(change)),
  );
}

/** "Al ritmo de ventas de la semana pasada, estas subidas te cuestan 12,34 € a la semana." */
export function salesPaceText(content: DigestContent): string | null {
  const cost = content.weeklyCostOfRises;
  if (cost === null || cost === undefined) return null;
  return `Al ritmo de ventas de la semana pasada, estas subidas te cuestan ${formatMoney(cost)} a la semana.`;
}

const sourceSuffix = (change: DigestPriceChange) => (change.source ? ` · ${change.source}` : '');

const recipeUrl = (content: DigestContent, recipe: DigestRecipe) =>
  `${content.linksBase}/recipes/${recipe.id}`;
const profileUrl = (content: DigestContent) => `${content.linksBase}/perfil`;

function subjectOf(content: DigestContent): string {
  const count = content.recipes.length;
  const what = count === 1 ? '1 receta' : `${count} recetas`;
  return `Costeo: ${what} por encima de su food cost objetivo (semana ${weekLabel(content.week)})`;
}

/** The figures of a recipe, one per line, as text. */
function recipeFacts(recipe: DigestRecipe): string[] {
  return [
    `Food cost: ${formatPercent(recipe.foodCostPctBefore)} → ${formatPercent(recipe.foodCostPct)} (objetivo ${formatPercent(recipe.targetFoodCostPct)})`,
    `Coste por ración: ${formatMoney(recipe.costPerServingBefore)} → ${formatMoney(recipe.costPerServing)}`,
    `PVP: ${formatMoney(recipe.salePrice)} · PVP sugerido para el objetivo: ${formatMoney(recipe.suggestedSalePrice)}`,
  ];
}

export function composeDigestText(content: DigestContent): string {
  const lines = [greetingOf(content), '', introOf(content), ''];
  for (const recipe of content.recipes) {
    lines.push(`* ${recipe.name}`);
    for (const fact of recipeFacts(recipe)) lines.push(`  ${fact}`);
    lines.push('  Por los cambios de precio de:');
    for (const change of recipe.changes)
      lines.push(`    - ${priceLine(change)}${sourceSuffix(change)}`);
    lines.push(`  Ver la receta: ${recipeUrl(content, recipe)}`, '');
  }
  const others = otherChanges(content);
  if (others.length > 0) {
    lines.push('Otros cambios de precio de la semana:');
    for (const change of others) lines.push(`  - ${priceLine(change)}${sourceSuffix(change)}`);
    lines.push('');
  }
  const pace = salesPaceText(content);
  if (pace !== null) lines.push(pace, '');
  lines.push(
    'Las cifras son las de tus recetas hoy, con los precios guardados en Costeo.',
    `Para dejar de recibir este resumen, desactívalo en Mi perfil: ${profileUrl(content)}`,
  );
  return `${lines.join('\n')}\n`;
}

const CELL = 'padding:4px 0;vertical-align:top;';

function htmlRecipe(content: DigestContent, recipe: DigestRecipe): string {
  const facts = recipeFacts(recipe)
    .map((fact) => `<li style="margin:0 0 2px;">${escapeHtml(fact)}</li>`)
    .join('');
  const changes = recipe.changes
    .map(
      (change) =>
        `<li style="margin:0 0 2px;">${escapeHtml(priceLine(change))}${
          change.source ? ` <span style="color:#5f6b7a;">· ${escapeHtml(change.source)}</span>` : ''
        }</li>`,
    )
    .join('');
  return `<div style="border:1px solid #e3e8ee;border-radius:8px;padding:16px;margin:0 0 16px;">
<p style="margin:0 0 8px;font-size:16px;font-weight:bold;"><a href="${escapeHtml(recipeUrl(content, recipe))}" style="color:#1f2933;">${escapeHtml(recipe.name)}</a></p>
<ul style="margin:0 0 8px;padding-left:18px;line-height:1.5;">${facts}</ul>
<p style="margin:0 0 4px;font-weight:bold;">Por los cambios de precio de:</p>
<ul style="margin:0 0 8px;padding-left:18px;line-height:1.5;">${changes}</ul>
<p style="margin:0;"><a href="${escapeHtml(recipeUrl(content, recipe))}" style="color:#c2410c;font-weight:bold;">Ver la receta</a></p>
</div>`;
}

export function composeDigestHtml(content: DigestContent): string {
  const subject = subjectOf(content);
  const others = otherChanges(content);
  const pace = salesPaceText(content);
  const otherRows = others
    .map(
      (change) =>
        `<tr><td style="${CELL}">${escapeHtml(priceLine(change))}${
          change.source ? ` <span style="color:#5f6b7a;">· ${escapeHtml(change.source)}</span>` : ''
        }</td></tr>`,
    )
    .join('');
  const body = [
    htmlParagraph(greetingOf(content)),
    htmlParagraph(introOf(content)),
    ...content.recipes.map((recipe) => htmlRecipe(content, recipe)),
    others.length > 0
      ? `<p style="margin:16px 0 4px;font-weight:bold;">Otros cambios de precio de la semana</p><table role="presentation" style="border-collapse:collapse;width:100%;">${otherRows}</table>`
      : '',
    pace === null ? '' : htmlParagraph(pace),
    htmlButton(`${content.linksBase}/dashboard`, 'Abrir Costeo'),
    `<p style="margin:0;font-size:12px;color:#5f6b7a;line-height:1.5;">Las cifras son las de tus recetas hoy, con los precios guardados en Costeo. Para dejar de recibir este resumen, desactívalo en <a href="${escapeHtml(profileUrl(content))}" style="color:#5f6b7a;">Mi perfil</a>.</p>`,
  ].join('\n');
  return htmlLayout(subject, body);
}

/** The mail: subject, text and HTML. */
export function composeDigest(content: DigestContent): ComposedMail {
  return {
    subject: subjectOf(content),
    text: composeDigestText(content),
    html: composeDigestHtml(content),
  };
}
