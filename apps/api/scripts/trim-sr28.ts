// Builds the committed nutrition data from the full SR28 abbreviated file and a mapping draft:
//   npx tsx scripts/trim-sr28.ts <ABBREV.txt> <draft.txt>
// draft.txt: one catalog definition a line, `name|ndb|note` (ndb empty: unmapped, note = reason).
// Writes src/db/seed-data/nutrition/sr28-abbrev-subset.txt (the ABBREV.txt lines of the mapped
// foods, unchanged, in NDB order) and catalog-food-map.tsv (with each food's SR28 description).
import { readFileSync, writeFileSync } from 'node:fs';
import { CATALOG_DEFINITIONS } from '../src/db/seed-data/catalog.ts';
import {
  CATALOG_FOOD_MAP_PATH,
  parseSr28Line,
  SR28_SUBSET_PATH,
} from '../src/db/seed-data/nutrition/sr28.ts';

const [abbrevPath, draftPath] = process.argv.slice(2);
if (!abbrevPath || !draftPath) throw new Error('usage: trim-sr28.ts <ABBREV.txt> <draft.txt>');

const sourceLines = new Map<string, string>();
for (const line of readFileSync(abbrevPath, 'latin1').split('\n')) {
  if (!line.startsWith('~')) continue;
  const clean = line.replace(/\r$/, '');
  sourceLines.set(parseSr28Line(clean).ndb, clean);
}

const draft = readFileSync(draftPath, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [name = '', ndb = '', note = ''] = line.split('|');
    return { name, ndb, note };
  });
const names = new Set(CATALOG_DEFINITIONS.map((definition) => definition.name));
if (draft.length !== names.size || draft.some((row) => !names.has(row.name))) {
  throw new Error('the draft must name every catalog definition once');
}

const used = new Set<string>();
const rows = ['definition\tndb\tfood\tnote'];
for (const definition of CATALOG_DEFINITIONS) {
  const row = draft.find((entry) => entry.name === definition.name);
  if (!row) throw new Error(`${definition.name}: not in the draft`);
  if (row.ndb === '') {
    if (row.note === '') throw new Error(`${row.name}: unmapped without a reason`);
    rows.push(`${row.name}\t\t\t${row.note}`);
    continue;
  }
  const line = sourceLines.get(row.ndb);
  if (!line) throw new Error(`${row.name}: NDB ${row.ndb} is not in ${abbrevPath}`);
  used.add(row.ndb);
  rows.push(`${row.name}\t${row.ndb}\t${parseSr28Line(line).description}\t${row.note}`);
}

const subset = [...used].sort().map((ndb) => sourceLines.get(ndb) ?? '');
writeFileSync(SR28_SUBSET_PATH, `${subset.join('\n')}\n`);
writeFileSync(CATALOG_FOOD_MAP_PATH, `${rows.join('\n')}\n`);
console.log(`${rows.length - 1} definitions, ${subset.length} SR28 foods`);
