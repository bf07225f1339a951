/**
 * A company's registration numbers and facts as a form types them ("" for an empty text), the same for a
 * client's company and for the vendor's own.
 */
export type CompanyRegistrationValues = {
  siren: string;
  siret: string;
  nafCode: string;
  vatNumber: string;
  rcsNumber: string;
  registrationCourt: string;
  rmNumber: string;
  rmDepartment: string;
  shareCapital: number | null;
  mainActivity: string;
  rnaNumber: string;
  gusoNumber: string;
  creationDate: string | null;
};
