export { SignInForm, type SignInFormProps } from './SignInForm';
export { emailField, passwordField, signInSchema, type SignInValues } from './credentials';
