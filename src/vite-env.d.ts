/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_MERCHANT_CODE?: string;
  readonly VITE_TRIAL_MERCHANT_CODE?: string;
  readonly VITE_RSA_PUBLIC_KEY?: string;
  readonly VITE_ENDPOINT_PATHS?: string;
  readonly VITE_DEFAULT_LANG?: string;
  readonly VITE_BRAND?: string;
  readonly VITE_IMAGE_CDNS?: string;
  readonly VITE_REQUEST_TIMEOUT_MS?: string;
  readonly VITE_API_ORIGIN?: string;
  readonly VITE_ALLOW_HTTP_LINKS?: string;
}
