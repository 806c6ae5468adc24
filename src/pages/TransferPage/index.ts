export { TransferPage } from './TransferPage';
