export { IntegrationModesTable, type IntegrationModesTableProps } from './IntegrationModesTable';
