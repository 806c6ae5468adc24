import { legalDocuments, type LegalDocumentId } from '../../content/legal';
import { LegalDocument } from '../../sections/LegalDocument';

export interface LegalPageProps {
  /** Which legal text to show: terms of sale (/vente), legal notice (/mention) or terms of use (/condition). */
  document: LegalDocumentId;
}

export function LegalPage({ document }: LegalPageProps) {
  return <LegalDocument document={legalDocuments[document]} />;
}
