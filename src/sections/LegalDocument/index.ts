export { LegalDocument, tocTitle, type LegalDocumentProps } from './LegalDocument';
