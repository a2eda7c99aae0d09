export { PasswordField } from './PasswordField';
export { TextField, type TextFieldProps } from './TextField';
