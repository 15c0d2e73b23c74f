import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ALLERGEN_CODES, ALLERGEN_SHORT_NAMES, allergenName } from '@costeo/domain/allergens';
import type { DraftSection } from '../lib/menu-draft.ts';
import classes from './menu-rows.module.css';

/**
 * The menu's allergen matrix: each dish (by section) against the 14 allergens of Reglamento (UE)
 * 1169/2011, as the law asks a restaurant to inform. Read from the dishes as they are now.
 */
export function MenuAllergenMatrix({ sections }: { sections: DraftSection[] }) {
  const rows = sections.flatMap((section) =>
    section.items.map((item) => ({ key: item.key, section: section.name, dish: item.dish })),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Alérgenos por plato">
      <Title order={2} size="h4" mb={4}>
        Alérgenos por plato
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Añade platos para ver sus alérgenos.
        </Text>
      ) : (
        // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe).
        <div
          className={classes.scroller}
          tabIndex={0}
          role="group"
          aria-label="Matriz de alérgenos (se desplaza en horizontal)"
        >
          <Table
            aria-label="Matriz de alérgenos"
            withColumnBorders
            verticalSpacing={6}
            fz="sm"
            miw={660}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" miw={180} style={{ verticalAlign: 'bottom' }}>
                  Plato
                </Table.Th>
                {ALLERGEN_CODES.map((code) => (
                  // Written upwards: fourteen columns fit beside the dish's name.
                  <Table.Th
                    key={code}
                    scope="col"
                    fz="xs"
                    px={4}
                    w={34}
                    style={{ verticalAlign: 'bottom', textAlign: 'left' }}
                  >
                    <abbr
                      title={allergenName(code)}
                      style={{
                        textDecoration: 'none',
                        writingMode: 'vertical-rl',
                        transform: 'rotate(180deg)',
                        whiteSpace: 'nowrap',
                        display: 'inline-block',
                      }}
                    >
                      {ALLERGEN_SHORT_NAMES[code]}
                    </abbr>
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={500}>
                    {row.dish.name}
                    <Text span size="xs" c="dimmed" display="block">
                      {row.section}
                    </Text>
                  </Table.Th>
                  {ALLERGEN_CODES.map((code) => (
                    <Table.Td key={code} ta="center" px={4}>
                      {row.dish.allergens.includes(code) ? (
                        <>
                          <IconCheck size={16} stroke={2.4} aria-hidden color="#a63c06" />
                          <VisuallyHidden>Contiene</VisuallyHidden>
                        </>
                      ) : (
                        <VisuallyHidden>No</VisuallyHidden>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Paper>
  );
}
