// A supplier's Facturae 3.2.2 e-invoice written for a journey (the web may not import the API's
// test builder, STYLE.md rule 0): seller, number, date and lines at 10 % VAT, every amount
// computed as the supplier's software does (quantity × price, rounded to cents).

/** One line: quantity × unit price; Facturae unit code 01 unidades, 03 kg, 04 l. */
export interface FacturaeLine {
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
}

const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

export function facturae(invoice: {
  sellerName: string;
  sellerTaxId: string;
  number: string;
  date: string;
  lines: readonly FacturaeLine[];
}): { name: string; mimeType: string; buffer: Buffer } {
  const gross = invoice.lines.map((line) =>
    Number(cents(Number(line.quantity) * Number(line.unitPrice))),
  );
  const net = gross.reduce((sum, amount) => sum + amount, 0);
  const vat = Number(cents(net * 0.1));
  const total = cents(net + vat);
  const tax = (base: number) => `<Tax>
            <TaxTypeCode>01</TaxTypeCode>
            <TaxRate>10.00</TaxRate>
            <TaxableBase><TotalAmount>${cents(base)}</TotalAmount></TaxableBase>
            <TaxAmount><TotalAmount>${cents(base * 0.1)}</TotalAmount></TaxAmount>
          </Tax>`;
  const items = invoice.lines
    .map(
      (line, index) => `        <InvoiceLine>
          <SequenceNumber>${String(index + 1)}</SequenceNumber>
          <ItemDescription>${line.description}</ItemDescription>
          <Quantity>${line.quantity}</Quantity>
          <UnitOfMeasure>${line.unit}</UnitOfMeasure>
          <UnitPriceWithoutTax>${line.unitPrice}</UnitPriceWithoutTax>
          <TotalCost>${cents(gross[index] ?? 0)}</TotalCost>
          <GrossAmount>${cents(gross[index] ?? 0)}</GrossAmount>
          <TaxesOutputs>
          ${tax(gross[index] ?? 0)}
          </TaxesOutputs>
        </InvoiceLine>`,
    )
    .join('\n');
  const party = (taxId: string, name: string) => `<TaxIdentification>
        <PersonTypeCode>J</PersonTypeCode>
        <ResidenceTypeCode>R</ResidenceTypeCode>
        <TaxIdentificationNumber>${taxId}</TaxIdentificationNumber>
      </TaxIdentification>
      <LegalEntity>
        <CorporateName>${name}</CorporateName>
        <AddressInSpain>
          <Address>Calle Mayor 1</Address>
          <PostCode>28013</PostCode>
          <Town>Madrid</Town>
          <Province>Madrid</Province>
          <CountryCode>ESP</CountryCode>
        </AddressInSpain>
      </LegalEntity>`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<fe:Facturae xmlns:fe="http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
  <FileHeader>
    <SchemaVersion>3.2.2</SchemaVersion>
    <Modality>I</Modality>
    <InvoiceIssuerType>EM</InvoiceIssuerType>
    <Batch>
      <BatchIdentifier>${invoice.sellerTaxId}${invoice.number}</BatchIdentifier>
      <InvoicesCount>1</InvoicesCount>
      <TotalInvoicesAmount><TotalAmount>${total}</TotalAmount></TotalInvoicesAmount>
      <TotalOutstandingAmount><TotalAmount>${total}</TotalAmount></TotalOutstandingAmount>
      <TotalExecutableAmount><TotalAmount>${total}</TotalAmount></TotalExecutableAmount>
      <InvoiceCurrencyCode>EUR</InvoiceCurrencyCode>
    </Batch>
  </FileHeader>
  <Parties>
    <SellerParty>
      ${party(invoice.sellerTaxId, invoice.sellerName)}
    </SellerParty>
    <BuyerParty>
      ${party('B28765436', 'Restaurante La Alacena, S.L.')}
    </BuyerParty>
  </Parties>
  <Invoices>
    <Invoice>
      <InvoiceHeader>
        <InvoiceNumber>${invoice.number}</InvoiceNumber>
        <InvoiceDocumentType>FC</InvoiceDocumentType>
        <InvoiceClass>OO</InvoiceClass>
      </InvoiceHeader>
      <InvoiceIssueData>
        <IssueDate>${invoice.date}</IssueDate>
        <InvoiceCurrencyCode>EUR</InvoiceCurrencyCode>
        <TaxCurrencyCode>EUR</TaxCurrencyCode>
        <LanguageName>es</LanguageName>
      </InvoiceIssueData>
      <TaxesOutputs>
        ${tax(net)}
      </TaxesOutputs>
      <InvoiceTotals>
        <TotalGrossAmount>${cents(net)}</TotalGrossAmount>
        <TotalGrossAmountBeforeTaxes>${cents(net)}</TotalGrossAmountBeforeTaxes>
        <TotalTaxOutputs>${cents(vat)}</TotalTaxOutputs>
        <TotalTaxesWithheld>0.00</TotalTaxesWithheld>
        <InvoiceTotal>${total}</InvoiceTotal>
        <TotalOutstandingAmount>${total}</TotalOutstandingAmount>
        <TotalExecutableAmount>${total}</TotalExecutableAmount>
      </InvoiceTotals>
      <Items>
${items}
      </Items>
    </Invoice>
  </Invoices>
</fe:Facturae>
`;
  return {
    name: `factura-${invoice.number}.xml`,
    mimeType: 'text/xml',
    buffer: Buffer.from(xml),
  };
}
