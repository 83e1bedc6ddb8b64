/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the contact form posts; this server's /f/folio-contact when unset. */
  readonly FORM_ENDPOINT?: string;
}
