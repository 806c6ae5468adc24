export { Field, type FieldProps, type FieldControlProps } from './Field';
export { FieldMessage } from './FieldMessage';
export { control as fieldControlClass, label as fieldLabelClass } from './Field.css';
