/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; same origin `/api` when unset. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
