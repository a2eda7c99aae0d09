export { PasswordField } from './PasswordField';
export { TextField, type TextFieldProps } from './TextField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
