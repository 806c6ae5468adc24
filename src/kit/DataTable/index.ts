export {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTableProps,
} from './DataTable';
export type { DataTableSort } from './sort';
