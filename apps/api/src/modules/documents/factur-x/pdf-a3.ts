/**
 * What makes a Cortège PDF a Factur-X file (Factur-X 1.0.07 / ZUGFeRD 2.3, PDF/A-3b): the XML embedded as
 * `factur-x.xml` with AFRelationship « Alternative » (the profile EN 16931 is the invoice itself, in
 * another form), listed in the catalogue's /AF, and the XMP metadata declaring it through the Factur-X
 * extension schema. pdfkit (0.20) writes the PDF/A-3b part (pdfaid, sRGB output intent from its bundled
 * sRGB IEC61966-2.1 ICC profile) when the document is opened with `subset: "PDF/A-3b"`.
 */

export const FACTUR_X_FILENAME = "factur-x.xml";
const FX_NS = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";

const property = (name: string, description: string) => `
              <rdf:li rdf:parseType="Resource">
                <pdfaProperty:name>${name}</pdfaProperty:name>
                <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                <pdfaProperty:category>external</pdfaProperty:category>
                <pdfaProperty:description>${description}</pdfaProperty:description>
              </rdf:li>`;

/** The XMP descriptions pdfkit appends to its metadata packet. */
export const facturXXmp = `
        <rdf:Description xmlns:fx="${FX_NS}" rdf:about="">
            <fx:DocumentType>INVOICE</fx:DocumentType>
            <fx:DocumentFileName>${FACTUR_X_FILENAME}</fx:DocumentFileName>
            <fx:Version>1.0</fx:Version>
            <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#" rdf:about="">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NS}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${property("DocumentFileName", "The name of the embedded XML document")}${property(
                    "DocumentType",
                    "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER",
                  )}${property("Version", "The actual version of the standard applying to the embedded XML document")}${property(
                    "ConformanceLevel",
                    "The conformance level of the embedded XML document",
                  )}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>
`;

type AttachingDoc = {
  file(data: Buffer, options: Record<string, unknown>): unknown;
  appendXML(xml: string): void;
};

/** Embeds the XML and declares it; `date` is the document's fixed date, so the bytes stay the same. */
export function attachFacturX(doc: AttachingDoc, xml: Buffer, date: Date): void {
  doc.file(xml, {
    name: FACTUR_X_FILENAME,
    type: "text/xml",
    relationship: "Alternative",
    description: "Factur-X (EN 16931)",
    creationDate: date,
    modifiedDate: date,
  });
  doc.appendXML(facturXXmp);
}
