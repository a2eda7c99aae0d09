export { PasswordField } from './PasswordField';
export { TextField, type TextFieldProps } from './TextField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { INPUT_PURPOSES, DIALING_CODE_AUTOCOMPLETE, inputPurpose, type InputPurpose } from './input-purpose';
