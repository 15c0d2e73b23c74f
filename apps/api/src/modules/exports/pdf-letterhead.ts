import type { Column, Content } from 'pdfmake/interfaces';

/** The business as its documents name it (Mi perfil, issue 31). */
export interface BusinessOnDocuments {
  legalName: string;
  taxId: string;
  address: string;
  phone: string;
  email: string;
}

/**
 * The left column of a letterhead (the quote's, the prevention plan's): the business's logo, its
 * name, then its legal name (when it differs), NIF, address and contact, in the document's styles.
 */
export function businessColumn(input: {
  businessName: string;
  business: BusinessOnDocuments | null | undefined;
  logo: Uint8Array | null | undefined;
  styles: { name: string; party: string };
}): Column {
  const { business } = input;
  const name = input.businessName.trim() || business?.legalName.trim() || 'Costeo';
  const legalName = business?.legalName.trim() ?? '';
  const contact = [
    business?.phone.trim() ? `Tel. ${business.phone.trim()}` : '',
    business?.email.trim() ?? '',
  ].filter(Boolean);
  const party = [
    legalName && legalName !== name ? legalName : '',
    business?.taxId ? `NIF: ${business.taxId}` : '',
    business?.address.trim() ?? '',
    contact.join('   ·   '),
  ].filter(Boolean);
  const logo: Content[] = input.logo
    ? [
        {
          image: `data:image/png;base64,${Buffer.from(input.logo).toString('base64')}`,
          fit: [170, 60],
          margin: [0, 0, 0, 6],
        },
      ]
    : [];
  return {
    width: '*',
    stack: [
      ...logo,
      { text: name.toUpperCase(), style: input.styles.name },
      ...party.map((line): Content => ({ text: line, style: input.styles.party })),
    ],
  };
}
