export { Field, type FieldProps, type FieldControlProps } from './Field';
export { control as fieldControlClass } from './Field.css';
