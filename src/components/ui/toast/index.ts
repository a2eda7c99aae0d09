export { toast, useToastStore } from './toast-store';
export { Toaster } from './Toaster';
