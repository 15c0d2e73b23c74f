import type { ReactNode } from 'react';
import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';

/** A column sorted one way: the API's ordering field and direction. */
export interface Sort {
  field: string;
  direction: 'asc' | 'desc';
}

interface SortProps {
  sort: Sort | null;
  onSort: (field: string) => void;
}

interface SortButtonProps extends SortProps {
  /** The API's ordering field. */
  field: string;
  children: ReactNode;
}

function directionOf(sort: Sort | null, fields: string[]) {
  return sort && fields.includes(sort.field) ? sort.direction : null;
}

/** Sorts the list through `?ordering=`: ascending, descending, then the default order. */
export function SortButton({ field, sort, onSort, children }: SortButtonProps) {
  const direction = directionOf(sort, [field]);
  const Icon =
    direction === 'asc'
      ? IconSortAscending
      : direction === 'desc'
        ? IconSortDescending
        : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => {
        onSort(field);
      }}
      style={{ font: 'inherit' }}
    >
      <Group gap={4} wrap="nowrap">
        <Text span inherit fw={600}>
          {children}
        </Text>
        <Icon size={14} stroke={1.8} aria-hidden opacity={direction ? 1 : 0.45} />
      </Group>
    </UnstyledButton>
  );
}

interface SortableHeaderProps extends SortProps {
  /** The ordering fields of the buttons inside, for aria-sort. */
  fields: string[];
  children: ReactNode;
  align?: 'left' | 'right';
  /** Minimum width, for columns whose texts would otherwise wrap a lot. */
  miw?: number;
}

/** A header cell holding sort buttons; aria-sort says how the column is sorted. */
export function SortableHeader({ fields, sort, children, align, miw }: SortableHeaderProps) {
  const direction = directionOf(sort, fields);
  return (
    <Table.Th
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      ta={align}
      miw={miw}
      style={{ whiteSpace: 'nowrap' }}
    >
      <Group gap={6} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
        {children}
      </Group>
    </Table.Th>
  );
}
