export { LogoZoomDialog, type LogoZoomDialogProps } from './LogoZoomDialog';
