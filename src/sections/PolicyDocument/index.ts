export { PolicyDocument, type PolicyDocumentProps } from './PolicyDocument';
