export { FormAlert, type FormAlertProps } from './FormAlert';
export { formAlertTones } from './FormAlert.css';
