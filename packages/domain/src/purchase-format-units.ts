import type { InvoiceUnit } from './supplier-invoice.ts';
import { normalizeSearch } from './text.ts';
import type { UnitCode } from './units.ts';

/**
 * What an invoice line's unit of measure says about its quantity (DOMAIN.md §9):
 * - `measure`: the quantity is in a kitchen unit (12,5 kg; 2 docenas);
 * - `each`: it counts items ("unidades"), each one what the description says ("Caja 6 x 1 L") or,
 *   when it says no format, one unit;
 * - `package`: it counts packages (cajas, sacos, garrafas…) whose content only the description can
 *   tell; `items` when the code itself fixes a count (Facturae 27, 6-packs);
 * - `unsupported`: not a kitchen unit (horas, metros, kWh, raciones, "otros"): the code is kept and
 *   the cook is asked.
 */
export type InvoiceUnitMeaning =
  | { kind: 'measure'; unit: UnitCode; label: string }
  | { kind: 'each'; label: string }
  | { kind: 'package'; label: string; items?: number }
  | { kind: 'unsupported'; label: string };

const measure = (unit: UnitCode, label: string): InvoiceUnitMeaning => ({
  kind: 'measure',
  unit,
  label,
});
const pack = (label: string, items?: number): InvoiceUnitMeaning =>
  items === undefined ? { kind: 'package', label } : { kind: 'package', label, items };
const unsupported = (label: string): InvoiceUnitMeaning => ({ kind: 'unsupported', label });

/**
 * Facturae's UnitOfMeasureType (the same list in 3.2, 3.2.1 and 3.2.2; Spanish labels as the
 * schema gives them, apps/api/test/fixtures/xsd/facturae/Facturaev3_2_2.xsd).
 */
export const FACTURAE_UNITS: Record<string, InvoiceUnitMeaning> = {
  '01': { kind: 'each', label: 'Unidades' },
  '02': unsupported('Horas'),
  '03': measure('kg', 'Kilogramos'),
  '04': measure('l', 'Litros'),
  '05': unsupported('Otros'),
  '06': pack('Cajas'),
  '07': pack('Bandejas'),
  '08': pack('Barriles'),
  '09': pack('Bidones'),
  '10': pack('Bolsas'),
  '11': pack('Bombonas'),
  '12': pack('Botellas'),
  '13': pack('Botes'),
  '14': pack('Tetra Briks'),
  '15': measure('cl', 'Centilitros'),
  '16': unsupported('Centímetros'),
  '17': pack('Cubos'),
  '18': measure('docena', 'Docenas'),
  '19': pack('Estuches'),
  '20': pack('Garrafas'),
  '21': measure('g', 'Gramos'),
  '22': unsupported('Kilómetros'),
  '23': pack('Latas'),
  '24': pack('Manojos'),
  '25': unsupported('Metros'),
  '26': unsupported('Milímetros'),
  '27': pack('6-Packs', 6),
  '28': pack('Paquetes'),
  '29': unsupported('Raciones'),
  '30': pack('Rollos'),
  '31': pack('Sobres'),
  '32': pack('Tarrinas'),
  '33': unsupported('Metro cúbico'),
  '34': unsupported('Segundo'),
  '35': unsupported('Vatio'),
  '36': unsupported('Kilovatio por hora'),
};

/** UN/ECE Recommendation 20 units a kitchen buys in (UBL `unitCode`). */
const UNECE_UNITS: Record<string, InvoiceUnitMeaning> = {
  KGM: measure('kg', 'kg'),
  GRM: measure('g', 'g'),
  MGM: measure('mg', 'mg'),
  LTR: measure('l', 'l'),
  MLT: measure('ml', 'ml'),
  CLT: measure('cl', 'cl'),
  DLT: measure('dl', 'dl'),
  DZN: measure('docena', 'docena'),
  C62: { kind: 'each', label: 'unidades' },
  H87: { kind: 'each', label: 'piezas' },
  EA: { kind: 'each', label: 'unidades' },
  NAR: { kind: 'each', label: 'artículos' },
  NMP: pack('paquetes'),
};

/**
 * UN/ECE Recommendation 21 packages (in Rec 20 with an "X" before: XBX, XSA…), named in Spanish.
 * Any other X code is a package too, named by its code.
 */
const UNECE_PACKAGES: Record<string, string> = {
  BX: 'cajas',
  CS: 'cajas',
  CT: 'cartones',
  BG: 'bolsas',
  SA: 'sacos',
  BO: 'botellas',
  CA: 'latas',
  CX: 'latas',
  PK: 'paquetes',
  PA: 'paquetes',
  PU: 'bandejas',
  DS: 'bandejas',
  KG: 'barriles',
  BA: 'barriles',
  JY: 'bidones',
  JR: 'tarros',
  CI: 'botes',
  DJ: 'garrafas',
  TB: 'tarrinas',
  BJ: 'cubos',
  BI: 'cubos',
  BH: 'manojos',
  EN: 'sobres',
  RO: 'rollos',
  NT: 'mallas',
  TU: 'tubos',
};

/** Units and containers as a PDF or a cook writes them (normalised: no accents, lower case). */
const TEXT_UNITS: Record<string, InvoiceUnitMeaning> = {
  kg: measure('kg', 'kg'),
  kgs: measure('kg', 'kg'),
  kilo: measure('kg', 'kg'),
  kilos: measure('kg', 'kg'),
  kilogramo: measure('kg', 'kg'),
  kilogramos: measure('kg', 'kg'),
  g: measure('g', 'g'),
  gr: measure('g', 'g'),
  grs: measure('g', 'g'),
  gramo: measure('g', 'g'),
  gramos: measure('g', 'g'),
  l: measure('l', 'l'),
  lt: measure('l', 'l'),
  lts: measure('l', 'l'),
  litro: measure('l', 'l'),
  litros: measure('l', 'l'),
  ml: measure('ml', 'ml'),
  cl: measure('cl', 'cl'),
  dl: measure('dl', 'dl'),
  docena: measure('docena', 'docena'),
  docenas: measure('docena', 'docena'),
  dz: measure('docena', 'docena'),
  ud: { kind: 'each', label: 'ud' },
  uds: { kind: 'each', label: 'ud' },
  u: { kind: 'each', label: 'ud' },
  un: { kind: 'each', label: 'ud' },
  und: { kind: 'each', label: 'ud' },
  unds: { kind: 'each', label: 'ud' },
  unidad: { kind: 'each', label: 'ud' },
  unidades: { kind: 'each', label: 'ud' },
  pieza: { kind: 'each', label: 'pieza' },
  piezas: { kind: 'each', label: 'pieza' },
  pza: { kind: 'each', label: 'pieza' },
  caja: pack('caja'),
  cajas: pack('caja'),
  cj: pack('caja'),
  cja: pack('caja'),
  saco: pack('saco'),
  sacos: pack('saco'),
  bandeja: pack('bandeja'),
  bandejas: pack('bandeja'),
  garrafa: pack('garrafa'),
  garrafas: pack('garrafa'),
  botella: pack('botella'),
  botellas: pack('botella'),
  bot: pack('botella'),
  lata: pack('lata'),
  latas: pack('lata'),
  pack: pack('pack'),
  packs: pack('pack'),
  paquete: pack('paquete'),
  paquetes: pack('paquete'),
  paq: pack('paquete'),
  bolsa: pack('bolsa'),
  bolsas: pack('bolsa'),
  malla: pack('malla'),
  mallas: pack('malla'),
  bote: pack('bote'),
  botes: pack('bote'),
  tarro: pack('tarro'),
  tarros: pack('tarro'),
  tarrina: pack('tarrina'),
  tarrinas: pack('tarrina'),
  barril: pack('barril'),
  barriles: pack('barril'),
  bidon: pack('bidón'),
  bidones: pack('bidón'),
  brik: pack('brik'),
  briks: pack('brik'),
  brick: pack('brik'),
  bricks: pack('brik'),
  estuche: pack('estuche'),
  estuches: pack('estuche'),
  rollo: pack('rollo'),
  rollos: pack('rollo'),
  manojo: pack('manojo'),
  manojos: pack('manojo'),
  cubo: pack('cubo'),
  cubos: pack('cubo'),
  sobre: pack('sobre'),
  sobres: pack('sobre'),
  hora: unsupported('horas'),
  horas: unsupported('horas'),
  h: unsupported('horas'),
  m: unsupported('metros'),
  metro: unsupported('metros'),
  metros: unsupported('metros'),
  racion: unsupported('raciones'),
  raciones: unsupported('raciones'),
};

/** What a line's unit of measure means; null when the line gives none (read as `each`). */
export function invoiceUnitMeaning(unit: InvoiceUnit | null): InvoiceUnitMeaning {
  if (!unit) return { kind: 'each', label: 'sin unidad' };
  if (unit.scheme === 'facturae') {
    return FACTURAE_UNITS[unit.code.padStart(2, '0')] ?? unsupported(`código ${unit.code}`);
  }
  if (unit.scheme === 'unece') {
    const code = unit.code.toUpperCase();
    const known = UNECE_UNITS[code];
    if (known) return known;
    const packageCode = /^X([A-Z0-9]{2})$/.exec(code)?.[1] ?? code;
    const name = UNECE_PACKAGES[packageCode];
    if (name) return pack(name);
    if (/^X[A-Z0-9]{2}$/.test(code)) return pack(code);
    return unsupported(code);
  }
  const text = normalizeSearch(unit.code).replace(/\.$/, '');
  return TEXT_UNITS[text] ?? unsupported(unit.code.trim());
}
